/**
 * The bot-check response token (spec 000 section 5: sign-in, saving a card and placing an order carry one;
 * shipping-address submit only when the site enables it). A deployment plugs its challenge provider in
 * here; offline and in tests any non-empty token passes the simulator's check.
 */
export type BotCheckProvider = (action?: BotCheckAction) => Promise<string>;

/** The challenge's action names where a call names one (sign-up asks with 'register', spec 001 section 3). */
export const BOT_CHECK_ACTIONS = { register: 'register' } as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];

export const offlineBotCheck: BotCheckProvider = async () => 'storefront-offline-bot-check';
