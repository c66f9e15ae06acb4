import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import { ApiError, loadErrorCatalogue } from './commerce-error';
import type { PkcePair } from './pkce';
import { isEmployee, type SessionState } from './session-state';

/**
 * The login of spec 000 section 4 as data: the steps in order, the pure decisions between them, and one
 * runner that performs them through injected ports (the commerce adapter supplies the real ones, tests
 * may supply others). The UI reacts to the outcome (employee terms, landing page).
 */
export const SIGN_IN_STEPS = [
  { id: 'guestToken', does: 'Obtain a guest access token.' },
  { id: 'signIn', does: 'Sign in with a PKCE S256 code challenge.' },
  { id: 'exchange', does: 'Exchange the code for a token; on HTTP 409 retry once after 2 seconds.' },
  { id: 'adopt', does: 'Adopt the cart id, favorites and saved items of the token answer.' },
  { id: 'employeeTerms', does: 'An employee who has not accepted the discount terms must accept them.' },
] as const;

export type SignInStepId = (typeof SIGN_IN_STEPS)[number]['id'];

/** Spec 000 section 9: token retry 1 retry, 2000 ms, on status 409. */
export const TOKEN_RETRY = { times: 1, afterMs: 2000, onStatus: 409 } as const;

type TokenAnswer = ResponseBodyOf<'getToken'>;
type TokenBody = Extract<RequestBodyInputOf<'getToken'>, { type: 'Registered' }>;
type SignInBody = RequestBodyInputOf<'signIn'>;

/** A guest order waiting to be attached to the account (order confirmation's "sign in to save it"). */
export interface PendingOrder {
  readonly orderNo: string;
  readonly st?: string;
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly pendingOrder?: PendingOrder;
}

export interface SignInOutcome {
  readonly session: SessionState;
  /** Step 5: open the employee terms dialog. */
  readonly employeeTermsNeeded: boolean;
  /** Spec 000 section 2: after login with an order pending the shopper goes to /account. */
  readonly landing: 'account' | null;
}

export interface SignInPorts {
  ensureGuestToken(): Promise<unknown>;
  session(): SessionState;
  /** The bot-check response for the captcha action 'login' (spec 001 section 7). */
  botCheckToken(): Promise<string>;
  pkce(): Promise<PkcePair>;
  signIn(body: SignInBody): Promise<{ authorizationCode: string }>;
  exchange(body: TokenBody): Promise<TokenAnswer>;
  /** Stores the token answer in the session (tokens and the adopted ids) and returns the new session. */
  adopt(answer: TokenAnswer): Promise<SessionState>;
  delay(ms: number): Promise<void>;
  /** Token failures other than 403 are reported (spec 000 section 8). */
  report(error: unknown): void;
  onStep?(step: SignInStepId): void;
}

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function signInBody(email: string, password: string, challenge: string, botCheck: string): SignInBody {
  return {
    type: 'Registered',
    username: email.trim(),
    password,
    codeChallenge: challenge,
    recaptcha_response: botCheck,
  };
}

/** The Registered grant: the code, its verifier, the guest's objects to adopt and a pending order. */
export function exchangeBody(
  authorizationCode: string,
  codeVerifier: string,
  guest: SessionState,
  pendingOrder?: PendingOrder,
): TokenBody {
  const guestObjects = {
    ...(guest.basketId ? { basketId: guest.basketId } : {}),
    ...(guest.favoriteId ? { favoriteId: guest.favoriteId } : {}),
    ...(guest.saveForLaterId ? { saveForLaterId: guest.saveForLaterId } : {}),
  };
  return {
    type: 'Registered',
    authorizationCode,
    codeVerifier,
    guestObjects,
    ...(pendingOrder
      ? {
          orderNo: pendingOrder.orderNo,
          ...(pendingOrder.st ? { st: pendingOrder.st } : {}),
          action: 'postLogin' as const,
        }
      : {}),
  };
}

export const needsEmployeeTerms = (session: SessionState): boolean =>
  isEmployee(session) && session.isEmployeeDiscountTCAccepted !== true;

const isRetryableTokenError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === TOKEN_RETRY.onStatus;

/** Runs `call`; on a 409 waits 2 s and runs it once more (the second answer stands, whatever it is). */
export async function withTokenRetry<T>(
  call: () => Promise<T>,
  delay: (ms: number) => Promise<void>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= TOKEN_RETRY.times || !isRetryableTokenError(error)) throw error;
      await delay(TOKEN_RETRY.afterMs);
    }
  }
}

/**
 * The text of the thrown error, for logs; shoppers read the catalogue's friendly `error.AUT409` (i18n), so
 * the server texts of the contracts' catalogue stay out of the bundle.
 */
export const DUPLICATED_TOKEN_MESSAGE = 'A token was already issued for this sign-in (duplicated token).';

/**
 * Spec 000 section 8: on login a non-403 token failure is thrown with the duplicated-token message (AUT409).
 * Async: its catalogue entry comes from the lazily loaded table, as the client's errors do.
 */
async function duplicatedTokenError(cause: unknown): Promise<ApiError> {
  const status = cause instanceof ApiError ? cause.status : 409;
  const error = new ApiError(
    'getToken',
    status,
    { errorDetails: [{ errorId: 'AUT409', message: DUPLICATED_TOKEN_MESSAGE }] },
    await loadErrorCatalogue(),
  );
  return Object.assign(error, { cause });
}

export async function runSignIn(ports: SignInPorts, input: SignInInput): Promise<SignInOutcome> {
  ports.onStep?.('guestToken');
  await ports.ensureGuestToken();

  ports.onStep?.('signIn');
  const { verifier, challenge } = await ports.pkce();
  const { authorizationCode } = await ports.signIn(
    signInBody(input.email, input.password, challenge, await ports.botCheckToken()),
  );

  ports.onStep?.('exchange');
  const body = exchangeBody(authorizationCode, verifier, ports.session(), input.pendingOrder);
  let answer: TokenAnswer;
  try {
    answer = await withTokenRetry(() => ports.exchange(body), ports.delay);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw error;
    ports.report(error);
    throw await duplicatedTokenError(error);
  }

  ports.onStep?.('adopt');
  const session = await ports.adopt(answer);

  const employeeTermsNeeded = needsEmployeeTerms(session);
  if (employeeTermsNeeded) ports.onStep?.('employeeTerms');
  return { session, employeeTermsNeeded, landing: input.pendingOrder ? 'account' : null };
}
