import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import type { CommerceDeps } from './commerce-deps';
import type { CallOptions } from './session-recovery';
import { isSignedIn } from './session-state';
import type { PendingOrder, SignInOutcome, SignInStepId } from './sign-in-flow';

export interface SignInOptions {
  /** A guest order to attach to the account; the shopper then lands on /account. */
  readonly pendingOrder?: PendingOrder;
  /** The wait before the token retry (tests inject one; default a real 2 s timer). */
  readonly delay?: (ms: number) => Promise<void>;
  readonly onStep?: (step: SignInStepId) => void;
}

/** The profile calls make no sense for the guest a stale session gives way to (session-recovery.ts). */
const SHOPPER_ONLY: CallOptions = { audience: 'shopper' };

export type ConsumerProfile = ResponseBodyOf<'getConsumer'>;

const ACCEPT_EMPLOYEE_TERMS: RequestBodyInputOf<'updateConsumer'> = {
  consumerProfile: { isEmployeeDiscountTCAccepted: true },
};

/** After a failed grant (the API unreachable), the next try waits this long instead of looping. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/** The session area of the commerce adapter: sign-in, sign-out, the profile and the employee terms. */
export function sessionCommerce(deps: CommerceDeps) {
  return {
    /** The login flow (commerce/sign-in-flow.ts) on the real calls, loaded on the first sign-in. */
    async signIn(email: string, password: string, options: SignInOptions = {}): Promise<SignInOutcome> {
      const { signIn } = await import('./sign-in');
      return signIn(deps, email, password, options);
    },

    /**
     * Revokes the refresh token, then drops tokens, cart, favorites and saved ids and starts a guest
     * session. A failed revoke is reported, never blocks: the shopper asked to leave.
     */
    async signOut(): Promise<void> {
      const current = deps.session.get();
      if (isSignedIn(current) && current.refreshToken) {
        try {
          await deps.call('signOut', { body: { refreshToken: current.refreshToken } });
        } catch (error) {
          deps.report(error);
        }
      }
      await deps.tokens.restartAsGuest();
    },

    /** Records the employee's acceptance of the discount terms on the profile (updateConsumer). */
    async acceptEmployeeTerms(): Promise<ConsumerProfile> {
      const profile = await deps.call('updateConsumer', { body: ACCEPT_EMPLOYEE_TERMS }, SHOPPER_ONLY);
      deps.session.set((current) => ({
        ...current,
        isEmployeeDiscountTCAccepted: profile.isEmployeeDiscountTCAccepted ?? true,
      }));
      return profile;
    },

    /**
     * The signed-in consumer's profile (getConsumer). When the backend no longer takes the session, it
     * ends as a guest one and the call is not made again: the UI shows the signed-out state.
     */
    profile(): Promise<ConsumerProfile> {
      return deps.call('getConsumer', { query: { includeLoyaltySummary: true } }, SHOPPER_ONLY);
    },

    /**
     * A token now (the stored refresh token's grant, or a guest token), refreshed before it expires and
     * again whenever the session changes (spec 000 section 4). Returns the function that stops it.
     */
    keepTokenFresh(): () => void {
      const { tokens, session } = deps;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = (delay = tokens.msUntilRefresh()) => {
        clearTimeout(timer);
        timer = setTimeout(keep, delay);
      };
      const keep = () =>
        void tokens.ensure().then(
          () => schedule(),
          () => schedule(RETRY_AFTER_FAILURE_MS),
        );
      keep();
      const unsubscribe = session.subscribe(() => schedule());
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
  };
}
