import type { CommerceDeps } from './commerce-deps';
import { createPkcePair } from './pkce';
import type { SignInOptions } from './session';
import { runSignIn, type SignInOutcome, wait } from './sign-in-flow';

/**
 * The login flow (commerce/sign-in-flow.ts) on the real calls. Loaded by commerce.session.signIn
 * only when the shopper signs in, with PKCE: every page keeps a session, few pages see a sign-in.
 */
export function signIn(
  deps: CommerceDeps,
  email: string,
  password: string,
  options: SignInOptions,
): Promise<SignInOutcome> {
  return runSignIn(
    {
      ensureGuestToken: () => deps.tokens.ensure(),
      session: () => deps.session.get(),
      botCheckToken: () => deps.botCheckToken('login'),
      pkce: createPkcePair,
      signIn: (body) => deps.call('signIn', { body }),
      exchange: (body) => deps.call('getToken', { body }),
      async adopt(answer) {
        await deps.tokens.adopt(answer);
        return deps.session.get();
      },
      delay: options.delay ?? wait,
      report: deps.report,
      onStep: options.onStep,
    },
    { email, password, pendingOrder: options.pendingOrder },
  );
}
