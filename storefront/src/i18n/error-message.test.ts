import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { ApiError, NetworkError } from '../api/api-error';
import { errorCatalogue } from '../api/error-catalogue.generated';
import { messages as en } from './catalogues/en/index';
import { messages as fr } from './catalogues/fr/index';
import { errorMessage, errorMessageForId } from './error-message';
import type { IntlShape } from './intl';
import { createTestIntl } from './test-intl-provider';

const enIntl: IntlShape = createTestIntl('en-us');
const frIntl: IntlShape = createTestIntl('fr-ca');

const apiError = (errorId: string, message = `server says ${errorId}`, status = 400) =>
  new ApiError(
    'getCart',
    status,
    { errorDetails: [{ errorId: errorId as CatalogueId, message }], correlationId: 'c1' },
    errorCatalogue,
  );

describe('errorMessage (spec 000 section 8: friendlier message by id, else the server message)', () => {
  it('uses the friendly text for a known id', () => {
    expect(errorMessage(enIntl, apiError('AUT401'))).toBe(
      'The email or password is incorrect. Please try again.',
    );
    expect(errorMessage(enIntl, apiError('PRM155'))).toBe('This promo code has expired.');
    expect(errorMessage(frIntl, apiError('PRM155'))).toBe('Ce code promotionnel a expiré.');
  });

  it('reads a 401 by its call: the sign-in form text on sign-in, an ended session on any other call', () => {
    const on = (operationId: 'signIn' | 'getConsumer' | 'addCartItem', errorId: CatalogueId) =>
      new ApiError(operationId, 401, { errorDetails: [{ errorId, message: 'x' }] }, errorCatalogue);
    expect(errorMessage(enIntl, on('signIn', 'AUT401'))).toBe(
      'The email or password is incorrect. Please try again.',
    );
    expect(errorMessage(enIntl, on('getConsumer', 'AUT401'))).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(errorMessage(enIntl, on('addCartItem', 'AUT401'))).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(errorMessage(frIntl, on('getConsumer', 'AUT401'))).toBe(
      'Votre session a pris fin. Veuillez vous reconnecter.',
    );
  });

  it('fills arguments: ADDED_MAX_QUANTITY with its max, the generic text without', () => {
    expect(errorMessage(enIntl, apiError('ADDED_MAX_QUANTITY'), { max: 5 })).toBe(
      'You can buy at most 5 of this item.',
    );
    expect(errorMessage(enIntl, apiError('ADDED_MAX_QUANTITY'))).toBe(
      'You have added the maximum quantity allowed for this item.',
    );
  });

  it('falls back to the server message for an id without a friendly text', () => {
    expect(errorMessage(enIntl, apiError('RTN500', 'Return could not be created'))).toBe(
      'Return could not be created',
    );
  });

  it('uses the friendly text by id when the catalogue table failed to load (the error has no entry)', () => {
    const error = new ApiError(
      'getCart',
      400,
      { errorDetails: [{ errorId: 'PRM155', message: 'x' }] },
      undefined,
    );
    expect(error.entry).toBeUndefined();
    expect(errorMessage(enIntl, error)).toBe('This promo code has expired.');
  });

  it('falls back to the server message when the answer was not an envelope', () => {
    const error = new ApiError('getCart', 502, undefined, errorCatalogue);
    expect(errorMessage(enIntl, error)).toBe('HTTP 502');
  });

  it('says something went wrong for anything else, and names network failures', () => {
    expect(errorMessage(enIntl, new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(enIntl, undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(enIntl, new NetworkError('getCart', new TypeError('fetch failed')))).toMatch(
      /connection/,
    );
  });

  it('has the spec named texts', () => {
    expect(enIntl.formatMessage({ id: 'error.removeItemFailed' })).toBe(
      'Unable to remove item from cart. Please try again later',
    );
    expect(enIntl.formatMessage({ id: 'error.creditCardSaveFailed' })).toBe('Credit card save failed');
  });

  it('errorMessageForId looks up ids alone', () => {
    expect(errorMessageForId(enIntl, 'SHP500')).toMatch(/PO box/);
    expect(errorMessageForId(enIntl, 'ProductItemRequired')).toBeUndefined();
  });

  it.each([
    'AUT401',
    'AUT418',
    'AUT437',
    'AUT438',
    'AUT423',
    'AUT441',
    'AUT426',
    'AUT409',
    'AUT498',
    'AUT403',
    'ADDED_MAX_QUANTITY',
    'ITEM_NOT_AVAILABLE',
    'NO_PRICE',
    'INVALID_PRICE',
    'CANT_SHIP_THERE',
    'CART_NOT_FOUND',
    'INVALID_CUSTOMER',
    'GC_INVALID2',
    'GC_ALREADY_APPLIED',
    'GC_NOT_ALLOWED',
    'GC_ZERO_BALANCE',
    'SHP500',
    'PRM130',
    'PRM135',
    'PRM140',
    'PRM150',
    'PRM155',
    'PRM160',
    'PRM175',
    'PRM416',
  ])('%s has a friendly text in both languages', (id) => {
    expect(en).toHaveProperty(`error.${id}`);
    expect(fr).toHaveProperty(`error.${id}`);
  });
});
