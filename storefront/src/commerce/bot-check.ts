/**
 * The bot-check response token (spec 000 section 5: sign-in, sign-up, saving a card and placing an order
 * carry one; the shipping-address submit only when the site enables it). A deployment plugs its provider
 * in here (reCAPTCHA-style: the provider's script, loaded from its service, spec 001 section 7, answers a
 * token for an action); offline and in tests any non-empty token passes the simulator's check.
 *
 * The action names the call: 'login' and 'register' are the captcha actions spec 001 section 7 names (sign-in
 * and sign-up); the others are ours, in the provider's character set (letters and `_`). When the backend still
 * refuses (403 with an appId), the provider's challenge follows (bot-defence/).
 */
export type BotCheckAction = 'login' | 'register' | 'shipping_address' | 'save_card' | 'place_order';

/** Every action, for tests and a provider that registers them up front. */
export const BOT_CHECK_ACTIONS: readonly BotCheckAction[] = [
  'login',
  'register',
  'shipping_address',
  'save_card',
  'place_order',
];

export type BotCheckProvider = (action: BotCheckAction) => Promise<string>;

export const offlineBotCheck: BotCheckProvider = async () => 'storefront-offline-bot-check';
