/**
 * The simulator's bot check (reCAPTCHA style). Any token passes except the documented failing one, so QA
 * can produce AUT403 (403 with an appId, which starts the bot-defence challenge) on purpose.
 */
const FAILING_BOT_CHECK_TOKEN = 'bot-check-fail';
export const BOT_DEFENCE_APP_ID = 'bot-defence';

export const botCheckPasses = (token: string | undefined): boolean =>
  token !== undefined && token.trim() !== '' && token !== FAILING_BOT_CHECK_TOKEN;
