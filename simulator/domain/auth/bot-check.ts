import { catalogue } from '../../../contracts/errors/catalogue';

/**
 * The simulator's bot check (reCAPTCHA style). Any token passes except the documented failing one, so QA
 * can produce AUT403 (403 with an appId, which starts the bot-defence challenge) on purpose.
 */
const FAILING_BOT_CHECK_TOKEN = 'bot-check-fail';
/** The catalogue's appId for AUT403 (the envelope carries it on every bot-defence answer). */
export const BOT_DEFENCE_APP_ID = catalogue.AUT403.appId;

export const botCheckPasses = (token: string | undefined): boolean =>
  token !== undefined && token.trim() !== '' && token !== FAILING_BOT_CHECK_TOKEN;
