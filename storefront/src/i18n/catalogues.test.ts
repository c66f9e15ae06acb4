import { describe, expect, it } from 'vitest';
import { CATALOGUE_IDS } from '../../../contracts/errors/error-ids';
import { argumentsOf as argumentsOfCompiled, compileIcu } from '../../vite-plugins/compile-messages';
import type { Messages } from './catalogue-types';
import { messages as en } from './catalogues/en/index';
import { messages as franceOverlay } from './catalogues/fr/fr-fr';
import { messages as fr } from './catalogues/fr/index';

/** The argument names a message uses ({max}, {count, plural, ...}), to compare English and French. */
const argumentsOf = (message: string) => argumentsOfCompiled(compileIcu(message));

/** Regional overlays (load-catalogue.ts) with the language catalogue they go over. */
const OVERLAYS: [string, Messages, Messages][] = [['fr-fr', franceOverlay, fr]];

/** An overlay's ids its base catalogue lacks: such a text would never show (only held ids are merged). */
const unknownIds = (overlay: Messages, base: Messages) => Object.keys(overlay).filter((id) => !(id in base));

describe('catalogues', () => {
  it('English and French have exactly the same ids', () => {
    const enIds = Object.keys(en).sort();
    const frIds = Object.keys(fr).sort();
    expect(frIds.filter((id) => !enIds.includes(id))).toEqual([]);
    expect(enIds.filter((id) => !frIds.includes(id))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'every %s message compiles with Lingui (as the build does) and is not empty',
    (_, catalogue) => {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(message.trim(), id).not.toBe('');
        expect(() => compileIcu(message), id).not.toThrow();
      }
    },
  );

  it('the compile check fails on what Lingui cannot format (the check above can fail)', () => {
    expect(() => compileIcu('{count, plural, one {# item}')).toThrow();
    expect(() => compileIcu('{average, number, ::.0} out of 5')).toThrow(/number style/);
    expect(() => compileIcu('{count, spellout}')).toThrow(/cannot format/);
    expect(() => compileIcu('{share, number, percent} off')).not.toThrow();
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'no %s message quotes with an apostrophe (where ICU and Lingui read it differently)',
    (_, catalogue) => {
      // ICU reads '{ '} '# as the start of quoted text; Lingui's parser keeps an unclosed one as text, so
      // "l'{name}" would lose its argument under one and not the other. French elisions use ’ or '' there.
      const quoting = Object.entries(catalogue).filter(([, message]) => /'[{}#]/.test(message));
      expect(quoting.map(([id]) => id)).toEqual([]);
    },
  );

  it('French messages take the same arguments as English', () => {
    for (const [id, message] of Object.entries(en)) {
      expect(argumentsOf(fr[id] ?? ''), id).toEqual(argumentsOf(message));
    }
  });

  it('the argument scan sees arguments (the check above can fail)', () => {
    expect(argumentsOf('Rated {value, number}, {count, plural, one {# review} other {# reviews}}')).toEqual([
      'count',
      'value',
    ]);
  });

  it('error.<ID> keys (ids start upper-case or with a digit) name real catalogue ids', () => {
    const ids = new Set<string>(CATALOGUE_IDS);
    const unknown = Object.keys(en)
      .map((key) => /^error\.([A-Z0-9][A-Za-z0-9_]*)(\.generic)?$/.exec(key)?.[1])
      .filter((id): id is string => id !== undefined)
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('%s: the checkout heading is not also the name of one of its steps', (_, catalogue) => {
    const steps = ['checkout.step.shipping', 'checkout.step.billing', 'checkout.step.summary'].map(
      (id) => catalogue[id],
    );
    expect(steps).not.toContain(catalogue['checkout.page.heading']);
    expect(steps).not.toContain(catalogue['checkout.page.title']);
  });

  describe.each(OVERLAYS)('the %s overlay', (_, overlay, base) => {
    it('only rewords ids its language catalogue has, each differently', () => {
      expect(Object.keys(overlay).length).toBeGreaterThan(0);
      expect(unknownIds(overlay, base)).toEqual([]);
      expect(Object.keys(overlay).filter((id) => overlay[id] === base[id])).toEqual([]);
    });

    it('compiles, takes the same arguments as English and quotes with no apostrophe', () => {
      for (const [id, message] of Object.entries(overlay)) {
        expect(message.trim(), id).not.toBe('');
        expect(argumentsOf(message), id).toEqual(argumentsOf(en[id] ?? ''));
        expect(message, id).not.toMatch(/'[{}#]/);
      }
    });
  });

  it('the overlay id check sees an id the base catalogue lacks (the check above can fail)', () => {
    expect(unknownIds({ 'consent.banner.cookies': 'x', 'consent.acceptAll': 'y' }, fr)).toEqual([
      'consent.banner.cookies',
    ]);
  });
});
