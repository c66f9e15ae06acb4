import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../common/error-envelope';
import {
  catalogue,
  catalogueEntry,
  catalogueList,
  catalogueParts,
  entriesByArea,
  envelopeFor,
  isCatalogueId,
} from './catalogue';
import { catalogueEntry as entrySchema } from './catalogue-entry';
import { CATALOGUE_IDS, type CatalogueId, ERROR_IDS, FLASH_CODES } from './error-ids';
import type { Handling } from './handling';

const kindsOf = (id: CatalogueId) => catalogueEntry(id).handling.map((h) => h.kind);
const handlingOf = <K extends Handling['kind']>(id: CatalogueId, kind: K) =>
  catalogueEntry(id).handling.find((h): h is Extract<Handling, { kind: K }> => h.kind === kind);

describe('error catalogue', () => {
  it.each(CATALOGUE_IDS)('has an entry for %s keyed by its id that parses', (id) => {
    const entry = catalogue[id];
    expect(entry.id).toBe(id);
    expect(entrySchema.safeParse(entry).success).toBe(true);
    expect(entry.handling.length).toBeGreaterThan(0);
  });

  it('defines each id in exactly one part file', () => {
    const keys = Object.values(catalogueParts).flatMap((part) => Object.keys(part));
    expect(keys).toHaveLength(CATALOGUE_IDS.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers errors with 4xx/5xx and flash and item codes with 200', () => {
    for (const entry of catalogueList) {
      if (entry.kind === 'error') {
        expect(entry.status, entry.id).toBeGreaterThanOrEqual(400);
        expect(entry.status, entry.id).toBeLessThan(600);
      } else {
        expect(entry.status, entry.id).toBe(200);
      }
    }
  });

  it('lists entries in ERROR_IDS then FLASH_CODES order and filters by area', () => {
    expect(catalogueList.map((e) => e.id)).toEqual([...ERROR_IDS, ...FLASH_CODES]);
    expect(entriesByArea('gift-card').map((e) => e.id)).toContain('GC_INVALID2');
    expect(entriesByArea('gift-card').every((e) => e.area === 'gift-card')).toBe(true);
  });

  it('recognises catalogue ids only', () => {
    expect(isCatalogueId('BSK404')).toBe(true);
    expect(isCatalogueId('PaymentNotAuthorized')).toBe(true);
    expect(isCatalogueId('NOPE999')).toBe(false);
    expect(isCatalogueId('toString')).toBe(false);
  });
});

describe('handling the spec prescribes', () => {
  it('recreates a missing cart', () => {
    expect(kindsOf('CART_NOT_FOUND')).toContain('recreate-cart-and-retry');
    expect(kindsOf('BSK404')).toContain('recreate-cart-and-retry');
  });

  it('resets the cart and reloads after 4000 ms on an invalid customer', () => {
    expect(handlingOf('INVALID_CUSTOMER', 'reset-cart-and-reload')?.reloadAfterMs).toBe(4000);
    expect(handlingOf('AUT498', 'reset-cart-and-reload')?.reloadAfterMs).toBe(4000);
  });

  it('shows gift card errors at the gift card input', () => {
    for (const id of [
      'GC_INVALID2',
      'GC_ALREADY_APPLIED',
      'GC_NOT_ALLOWED',
      'GC_ZERO_BALANCE',
      'GFC812',
    ] as const) {
      expect(handlingOf(id, 'inline-at-input')?.field, id).toBe('giftCardNumber');
    }
  });

  it('shows CANT_SHIP_THERE in the top banner', () => {
    expect(kindsOf('CANT_SHIP_THERE')).toEqual(['top-banner']);
  });

  it('returns transition errors to the shipping step', () => {
    for (const id of ['PickupToSthTransition', 'StsToSthTransition', 'InvalidShippingAddress'] as const) {
      expect(catalogueEntry(id).kind, id).toBe('error');
      expect(handlingOf(id, 'step-back')?.step, id).toBe('shipping');
    }
  });

  it('refreshes the cart and shows flash messages when an item is no longer available', () => {
    expect(kindsOf('ITEM_NO_LONGER_AVAILABLE')).toEqual(['refresh-cart', 'show-flash-messages']);
  });

  it('shows the place-order list as a top notification, not a toast', () => {
    const ids = [
      'CC_EXPIRY_DATE_INVALID',
      'PAYMENT_INSTRUMENT_NOT_FOUND',
      'ADDRESS_NOT_FOUND',
      'PAYMENT_ERROR',
      'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
      'CART_NOT_FOUND',
      'SHIPPING_POBOX_UNAVAILABLE',
      'SOME_PRODUCTS_NO_INVENTORY',
    ] as const;
    for (const id of ids) {
      expect(kindsOf(id), id).toContain('top-notification');
      expect(kindsOf(id), id).not.toContain('sticky-error-toast');
    }
  });

  it('retries the duplicate token answer once after 2000 ms', () => {
    expect(catalogueEntry('AUT409').status).toBe(409);
    expect(handlingOf('AUT409', 'retry')).toEqual({ kind: 'retry', times: 1, afterMs: 2000 });
  });

  it('opens the three-ds challenge on PaymentNotAuthorized', () => {
    expect(catalogueEntry('PaymentNotAuthorized').kind).toBe('flash');
    expect(kindsOf('PaymentNotAuthorized')).toEqual(['three-ds-challenge']);
  });

  it('challenges bot defence on AUT403', () => {
    expect(catalogueEntry('AUT403').status).toBe(403);
    expect(kindsOf('AUT403')).toContain('bot-defence-challenge');
  });
});

describe('envelopeFor', () => {
  it('builds an envelope with the catalogue message that parses', () => {
    const envelope = envelopeFor('BSK404', 'corr-1');
    expect(errorEnvelope.parse(envelope)).toEqual({
      errorDetails: [{ errorId: 'BSK404', message: 'Cart not found' }],
      correlationId: 'corr-1',
    });
  });

  it("carries the catalogue's appId for AUT403 without being told (bot defence)", () => {
    expect(envelopeFor('AUT403', 'corr-3').appId).toBe('bot-defence');
    expect(envelopeFor('BSK404', 'corr-3').appId).toBeUndefined();
  });

  it('uses a message override and an appId when given', () => {
    const envelope = envelopeFor('AUT403', 'corr-2', 'Bot check failed', 'app-7');
    expect(errorEnvelope.parse(envelope)).toEqual({
      errorDetails: [{ errorId: 'AUT403', message: 'Bot check failed' }],
      appId: 'app-7',
      correlationId: 'corr-2',
    });
  });
});
