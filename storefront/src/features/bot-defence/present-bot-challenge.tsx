import { createRoot } from 'react-dom/client';
import type { BotChallengeOutcome, BotChallengeRequest } from '../../commerce/bot-defence/bot-challenge';
import { standInBotDefenceProvider } from '../../commerce/bot-defence/bot-defence-provider';
import { getCurrentLocale } from '../../i18n/current-locale';
import { loadErrorTexts } from '../../i18n/error-texts';
import { I18nProvider } from '../../i18n/i18n-provider';
import { BotChallengeDialog } from './bot-challenge-dialog';

/**
 * Presents the bot-defence challenge over whatever is on screen, the dialog that made the call included, and
 * answers how it ended. Loaded only when a call answers 403 with an appId (app/create-services.ts), it
 * renders in a root of its own: the dialog that made the call stays mounted underneath, with its form and
 * its pending call, and shows AUT403's message there if the challenge is not solved. The provider is the
 * offline stand-in the simulator serves; a deployment puts its provider's adapter here.
 */
export async function presentBotChallenge(
  request: BotChallengeRequest,
  /** The app's runtime config: the stand-in is served where the API is (the simulator offline). */
  config: { readonly apiBaseUrl: string },
  /** The services' overrides: a test's harness session header goes on the stand-in's calls too. */
  overrides: { readonly extraHeaders?: (() => Record<string, string>) | undefined } = {},
): Promise<BotChallengeOutcome> {
  // Loaded already with the 403's error answer: the challenge's texts are among them.
  await loadErrorTexts();
  const provider = standInBotDefenceProvider({
    baseUrl: config.apiBaseUrl,
    ...(overrides.extraHeaders ? { headers: overrides.extraHeaders } : {}),
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise<BotChallengeOutcome>((resolve) => {
    let done = false;
    const finish = (outcome: BotChallengeOutcome) => {
      if (done) return;
      done = true;
      resolve(outcome);
      // Not from inside React's own event or effect: after it.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(
      <I18nProvider locale={getCurrentLocale()}>
        <BotChallengeDialog request={request} provider={provider} onDone={finish} />
      </I18nProvider>,
    );
  });
}
