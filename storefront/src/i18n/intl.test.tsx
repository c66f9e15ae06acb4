import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileIcu } from '../../vite-plugins/compile-messages';
import type { Messages } from './catalogue-types';
import { messages as en } from './catalogues/en/index';
import { messages as fr } from './catalogues/fr/index';
import { createI18n, FormattedMessage, intlOf, MessagesProvider } from './intl';

/** What production ships: every message compiled at build time (vite-plugins/precompiled-messages.ts). */
const compiled = (messages: Messages) =>
  Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, compileIcu(m)])) as unknown as Messages;

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('the message API over Lingui', () => {
  it.each([
    ['raw (development)', fr],
    ['precompiled (production)', compiled(fr)],
  ])('formats plurals and numbers in messages with the full site locale, %s', (_, messages) => {
    const ca = intlOf(createI18n('fr-ca', messages));
    const france = intlOf(createI18n('fr-fr', messages));
    expect(ca.formatMessage({ id: 'catalogue.results.count' }, { count: 1234 })).toBe(`1${NBSP}234 produits`);
    expect(france.formatMessage({ id: 'catalogue.results.count' }, { count: 1234 })).toBe(
      `1${NARROW_NBSP}234 produits`,
    );
    // French: 0 and 1 take "one" (=0 wins first), 1.5 too.
    expect(ca.formatMessage({ id: 'catalogue.results.count' }, { count: 0 })).toBe('Aucun produit');
    expect(ca.formatMessage({ id: 'catalogue.results.count' }, { count: 1 })).toBe('1 produit');
    expect(ca.formatMessage({ id: 'catalogue.tile.colors' }, { count: 1.5 })).toBe('1,5 couleur');
    expect(ca.formatMessage({ id: 'catalogue.facets.chosen' }, { count: 2000 })).toBe(
      `2${NBSP}000 sélectionnés`,
    );
    expect(ca.formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
    expect(france.formatNumber(1234.5)).toBe(`1${NARROW_NBSP}234,5`);
  });

  it('keeps French apostrophes as written, straight and curly', () => {
    for (const messages of [fr, compiled(fr)]) {
      const intl = intlOf(createI18n('fr-ca', messages));
      expect(intl.formatMessage({ id: 'catalogue.backHome' })).toBe("Retour à l'accueil");
      expect(intl.formatMessage({ id: 'product.gallery.thumbnail' }, { index: 2, count: 5 })).toBe(
        'Afficher l’image 2 sur 5',
      );
    }
  });

  it('formats English plurals, exact matches first', () => {
    const intl = intlOf(createI18n('en-us', compiled(en)));
    expect(intl.formatMessage({ id: 'cart.button.label' }, { count: 0 })).toBe('Cart, empty');
    expect(intl.formatMessage({ id: 'cart.button.label' }, { count: 1 })).toBe('Cart, 1 item');
    expect(intl.formatMessage({ id: 'cart.button.label' }, { count: 1200 })).toBe('Cart, 1,200 items');
  });

  it('loads into a copy: areas added to an instance do not reach the catalogue module or other instances', () => {
    const core: Messages = { 'ui.dialog.close': 'Close' };
    const one = createI18n('en-us', core);
    const other = createI18n('en-us', core);
    one.load('en-us', { 'product.addToCart': 'Add to cart' });
    expect(Object.hasOwn(intlOf(one).messages, 'product.addToCart')).toBe(true);
    expect(Object.hasOwn(intlOf(other).messages, 'product.addToCart')).toBe(false);
    expect(core).toEqual({ 'ui.dialog.close': 'Close' });
  });

  it('gives one stable intl per instance, with the site locale', () => {
    const i18n = createI18n('en-ca', en);
    expect(intlOf(i18n)).toBe(intlOf(i18n));
    expect(intlOf(i18n).locale).toBe('en-ca');
    expect(intlOf(i18n).formatDate('2026-03-04T12:00:00Z', { dateStyle: 'medium' })).toBe('Mar 4, 2026');
  });

  it('renders values as text: tag-like text in a value (a nickname) is not markup', () => {
    render(
      <MessagesProvider i18n={createI18n('en-us', en)}>
        <p>
          <FormattedMessage id="questions.askedBy" values={{ name: '<0>Bob</0>', date: 'May 1' }} />
        </p>
      </MessagesProvider>,
    );
    expect(screen.getByText('Asked by <0>Bob</0> on May 1')).toBeInTheDocument();
  });
});
