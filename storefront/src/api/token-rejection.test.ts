import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { ApiError, NetworkError } from './api-error';
import type { ClientOperationId } from './client-operations';
import { errorCatalogue } from './error-catalogue.generated';
import { rejectsAccessToken } from './token-rejection';

const answer = (operationId: ClientOperationId, status: number, errorId: CatalogueId = 'AUT401') =>
  new ApiError(operationId, status, { errorDetails: [{ errorId, message: 'x' }] }, errorCatalogue);

describe('rejectsAccessToken: a 401 the stored access token caused', () => {
  it('is a 401 on a call that carries the token, outside the auth API', () => {
    expect(rejectsAccessToken(answer('getCart', 401))).toBe(true);
    expect(rejectsAccessToken(answer('getConsumer', 401))).toBe(true);
  });

  it("is not the auth API's 401 (a wrong password, code or refresh token)", () => {
    expect(rejectsAccessToken(answer('signIn', 401))).toBe(false);
    expect(rejectsAccessToken(answer('getToken', 401, 'AUT404'))).toBe(false);
  });

  it('is not another status, a call without the token, or a failure without an answer', () => {
    expect(rejectsAccessToken(answer('getCart', 403, 'AUT498'))).toBe(false);
    expect(rejectsAccessToken(answer('getContentMenu', 401))).toBe(false);
    expect(rejectsAccessToken(new NetworkError('getCart', new TypeError('offline')))).toBe(false);
  });
});
