/**
 * The bot-check response token (spec 000 section 5: sign-in, saving a card and placing an order carry one;
 * shipping-address submit only when the site enables it). A deployment plugs its challenge provider in
 * here; offline and in tests any non-empty token passes the simulator's check.
 */
export type BotCheckProvider = () => Promise<string>;

export const offlineBotCheck: BotCheckProvider = async () => 'storefront-offline-bot-check';
