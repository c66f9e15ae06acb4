import type {
  BotDefenceChallenge,
  BotDefencePass,
  BotDefenceSolution,
} from '../../../../contracts/entities/bot-defence-challenge';
import { BOT_DEFENCE_STAND_IN_BASE } from '../../../../contracts/entities/bot-defence-challenge';
import type { BotChallengeRequest } from './bot-challenge';

/** The texts the stand-in's page shows (a real provider's page brings its own). */
export interface BotChallengeTexts {
  readonly prompt: string;
  readonly checkbox: string;
  readonly verify: string;
  /** Said when Verify is pressed with the box not ticked. */
  readonly tickFirst: string;
}

/** What the provider tells the dialog while it runs: its challenge shows, or an answer is being checked. */
export type BotChallengeProgress = 'shown' | 'verifying';

/**
 * The bot-defence provider adapter (the shape of the 3-D Secure one, three-ds-provider.ts): it runs the
 * provider's challenge inside `container` (a real provider mounts its widget there) and resolves with the
 * pass token the failed call is made once more with. It rejects when the challenge cannot be loaded or the
 * answer cannot be checked (the dialog offers another try), and when `signal` aborts (the dialog closed).
 */
export interface BotDefenceProvider {
  run(
    request: BotChallengeRequest,
    container: HTMLElement,
    texts: BotChallengeTexts,
    signal: AbortSignal,
    progress: (step: BotChallengeProgress) => void,
  ): Promise<string>;
}

export interface StandInOptions {
  /** Where the stand-in is served: the simulator's base (the API base URL offline). */
  readonly baseUrl: string;
  /** Headers every call carries (a QA run's harness session). */
  readonly headers?: () => Record<string, string>;
  readonly fetch?: typeof fetch;
}

/**
 * Offline stand-in for the provider (development, tests, the harness): the simulator serves the challenge
 * (POST /bot-defence/{appId}/challenge) and checks the answer; the page is drawn here in plain DOM, as a
 * provider's script draws its own: a line of text, a box to tick ("I am not a robot") and Verify.
 */
export function standInBotDefenceProvider(options: StandInOptions): BotDefenceProvider {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  async function post<T>(path: string, body: unknown, signal: AbortSignal): Promise<T> {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers?.() },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new Error(`The bot-defence stand-in answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  }

  return {
    async run(request, container, texts, signal, progress) {
      const base = `${BOT_DEFENCE_STAND_IN_BASE}/${encodeURIComponent(request.appId)}/challenge`;
      const challenge = await post<BotDefenceChallenge>(base, undefined, signal);
      return new Promise<string>((resolve, reject) => {
        const page = drawPage(container, texts, challenge.challengeId);
        signal.addEventListener('abort', () => {
          page.form.remove();
          reject(signal.reason);
        });
        page.form.addEventListener('submit', (event) => {
          event.preventDefault();
          if (!page.box.checked) {
            page.hint.hidden = false;
            page.box.setAttribute('aria-invalid', 'true');
            page.box.focus();
            return;
          }
          page.verify.disabled = true;
          progress('verifying');
          const solution: BotDefenceSolution = { answer: 'not-a-robot' };
          post<BotDefencePass>(`${base}/${encodeURIComponent(challenge.challengeId)}`, solution, signal).then(
            (pass) => {
              page.form.remove();
              resolve(pass.token);
            },
            reject,
          );
        });
        progress('shown');
        page.box.focus();
      });
    },
  };
}

/** The stand-in's page: a form with its prompt, the box with its label, the hint and Verify. */
function drawPage(container: HTMLElement, texts: BotChallengeTexts, challengeId: string) {
  const form = document.createElement('form');
  form.noValidate = true;
  form.dataset.challengeId = challengeId;
  const id = `bot-challenge-${challengeId.slice(-8)}`;
  const prompt = document.createElement('p');
  prompt.textContent = texts.prompt;
  const label = document.createElement('label');
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.setAttribute('aria-describedby', `${id}-hint`);
  box.addEventListener('change', () => {
    hint.hidden = true;
    box.removeAttribute('aria-invalid');
  });
  label.append(box, document.createTextNode(texts.checkbox));
  const hint = document.createElement('p');
  hint.id = `${id}-hint`;
  hint.setAttribute('role', 'alert');
  hint.textContent = texts.tickFirst;
  hint.hidden = true;
  const verify = document.createElement('button');
  verify.type = 'submit';
  verify.textContent = texts.verify;
  form.append(prompt, label, hint, verify);
  container.replaceChildren(form);
  return { form, box, hint, verify };
}
