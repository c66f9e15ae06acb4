import type { ResponseBodyOf } from '../../../contracts/registry/types';
import type { ApiClient, CallInput } from '../api/client';
import type { ClientOperationId } from '../api/client-operations';
import { routeOf } from '../api/operation-route';
import { rejectsAccessToken } from '../api/token-rejection';
import type { Renewal, TokenManager } from './session-tokens';

/** Who a call is for: anyone (a guest makes it too), or a signed-in shopper only (the profile). */
export type Audience = 'anyone' | 'shopper';

export interface CallOptions {
  /** 'shopper': after the stale session gave way to a guest one, the call is not made again as a guest. */
  readonly audience?: Audience;
}

/** What a call whose access token was refused does once the token was renewed: once more, or end. */
type AfterRenewal = 'retry' | 'end-signed-out';

/**
 * The rule of a refused access token (issue 21, spec 000 section 4): renew it (the refresh grant; when that
 * fails, a guest session in place of the stale one) and make the call once more, unless the call only makes
 * sense for the shopper who is no longer signed in. A second refusal is thrown: never a loop.
 */
const AFTER_RENEWAL: Readonly<Record<Renewal, Readonly<Record<Audience, AfterRenewal>>>> = {
  replaced: { anyone: 'retry', shopper: 'retry' },
  refreshed: { anyone: 'retry', shopper: 'retry' },
  guest: { anyone: 'retry', shopper: 'end-signed-out' },
};

export type RecoveringCall = <Id extends ClientOperationId>(
  operationId: Id,
  input?: CallInput<Id>,
  options?: CallOptions,
) => Promise<ResponseBodyOf<Id>>;

/**
 * `deps.call`: a call with a valid access token obtained first when it needs one (api/operation-route.ts
 * `token`; the others carry the page's token if any and never wait for one, so a product page does not wait
 * for the refresh grant after a load), which recovers once from the backend refusing that token
 * (AFTER_RENEWAL). The session then shows the outcome: a guest after a dropped session.
 */
export function recoveringCall(client: ApiClient, tokens: TokenManager): RecoveringCall {
  return async (operationId, input, options = {}) => {
    const needsToken = routeOf(operationId).token;
    if (needsToken) await tokens.ensure();
    // The token the client puts on this call (it reads the token manager when it builds the request).
    const sent = tokens.accessToken();
    try {
      return await client.call(operationId, input);
    } catch (error) {
      if (!sent || !rejectsAccessToken(error)) throw error;
      const renewal = await tokens.renew(sent);
      if (AFTER_RENEWAL[renewal][options.audience ?? 'anyone'] === 'end-signed-out') throw error;
      // Another tab's sign-in or sign-out may have replaced the session meanwhile: a token for the new one.
      if (needsToken) await tokens.ensure();
      return client.call(operationId, input);
    }
  };
}
