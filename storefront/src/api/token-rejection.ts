import { type ApiError, isApiError } from './api-error';
import type { ClientOperationId } from './client-operations';
import { routeOf } from './operation-route';

/**
 * A 401 on a call that carried the access token, outside the auth API: the backend no longer accepts the
 * stored session (the token expired, was revoked, or the backend forgot it). The auth API's 401s answer the
 * credentials the call carries (a password, a code, a refresh token) and are the shopper's to see; the
 * registry says which calls those are (api/operation-route.ts `credentials`).
 */
export function rejectsAccessToken(error: unknown): error is ApiError {
  if (!isApiError(error) || error.status !== 401) return false;
  const route = routeOf(error.operationId as ClientOperationId);
  return route.site && !route.credentials;
}
