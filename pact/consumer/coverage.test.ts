import { describe, expect, it } from 'vitest';
import { ALL_CLIENT_OPERATIONS } from '../../storefront/src/api/client-operations';
import { PROVIDER_STATES } from '../states';
import { STOREFRONT_INTERACTIONS } from './interactions';
import type { HandlingRoute } from './pact-interaction';

/** The handling routes of spec 000 section 8 the storefront's error interactions must each show once. */
const SECTION_8_ROUTES: readonly HandlingRoute[] = [
  'recreate-cart-and-retry',
  'reset-cart-and-reload',
  'item-level',
  'inline-at-input',
  'top-banner',
  'top-notification',
  'sticky-error-toast',
  'step-back:shipping',
];

describe('what the storefront pact covers', () => {
  it('has an interaction for every operation the storefront calls (api/client-operations.ts)', () => {
    // ALL_CLIENT_OPERATIONS is every operation the storefront's client can call (client-operations.test.ts keeps it
    // true), so a new call without an interaction fails here.
    const covered = new Set(STOREFRONT_INTERACTIONS.map((i) => i.operation));
    expect(ALL_CLIENT_OPERATIONS.filter((op) => !covered.has(op))).toEqual([]);
  });

  it('has an error interaction for each handling route of spec 000 section 8', () => {
    const shown = new Set(STOREFRONT_INTERACTIONS.flatMap((i) => (i.error?.route ? [i.error.route] : [])));
    expect(SECTION_8_ROUTES.filter((route) => !shown.has(route))).toEqual([]);
  });

  it('names each interaction once, so the pact and the verifier tell them apart', () => {
    const keys = STOREFRONT_INTERACTIONS.map((i) => `${i.states.join(' & ')} / ${i.description}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const descriptions = STOREFRONT_INTERACTIONS.map((i) => i.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it('uses every provider state it documents', () => {
    const used = new Set<string>(STOREFRONT_INTERACTIONS.flatMap((i) => i.states));
    expect(PROVIDER_STATES.map((s) => s.name).filter((name) => !used.has(name))).toEqual([]);
  });
});
