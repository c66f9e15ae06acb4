import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../contracts/errors/catalogue';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { ApiError } from './api-error';
import { errorCatalogue } from './error-catalogue.generated';

const envelope = (...ids: string[]) => ({
  errorDetails: ids.map((id) => ({ errorId: id as CatalogueId, message: `server says ${id}` })),
  correlationId: 'c1',
});

describe('ApiError', () => {
  it('with the catalogue table: the first id and its entry (status, kind, handling, no server text)', () => {
    const error = new ApiError('addCartItem', 422, envelope('INV700', 'PRM130'), errorCatalogue);
    const { status, kind, handling } = catalogue.INV700;
    expect(error).toMatchObject({ status: 422, errorId: 'INV700', message: 'server says INV700' });
    expect(error.entry).toEqual({ id: 'INV700', status, kind, handling });
    expect(error.handlingKinds).toEqual(['item-level']);
    expect(error.has('PRM130')).toBe(true);
  });

  it('with the table: an id the catalogue does not know is no id', () => {
    const error = new ApiError('getCart', 400, envelope('NOT_AN_ID'), errorCatalogue);
    expect(error).toMatchObject({ errorId: undefined, entry: undefined, message: 'server says NOT_AN_ID' });
  });

  it('without the table (it failed to load): the id as the envelope gives it, no entry, no handling', () => {
    const error = new ApiError('getCart', 404, envelope('BSK404'), undefined);
    expect(error).toMatchObject({ status: 404, errorId: 'BSK404', entry: undefined, correlationId: 'c1' });
    expect(error.handlingKinds).toEqual([]);
  });

  it('an answer that is not an envelope: no id, the status as message', () => {
    const error = new ApiError('getCart', 502, undefined, errorCatalogue);
    expect(error).toMatchObject({ errorId: undefined, entry: undefined, message: 'HTTP 502', details: [] });
  });
});
