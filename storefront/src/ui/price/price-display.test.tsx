import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceDisplay as PriceDisplayData } from '../../../../contracts/entities/price-display';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { PriceDisplay } from './price-display';

const price = (p: Partial<PriceDisplayData>): PriceDisplayData => ({
  lowCurrent: 100,
  highCurrent: 100,
  lowOriginal: 100,
  highOriginal: 100,
  percentagePriceDiscount: 0,
  currency: 'USD',
  ...p,
});

const textOf = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

function renderPrice(data: PriceDisplayData, locale = 'en-us') {
  return render(
    <TestIntlProvider locale={locale}>
      <PriceDisplay price={data} />
    </TestIntlProvider>,
  );
}

describe('PriceDisplay', () => {
  it('a single price, labelled for screen readers, nothing struck through', () => {
    const { container } = renderPrice(price({}));
    expect(textOf(container)).toBe('Price $100.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('on sale: sale price, original struck through, percent off', () => {
    const { container } = renderPrice(
      price({ lowCurrent: 74.99, highCurrent: 74.99, percentagePriceDiscount: 25 }),
    );
    expect(textOf(container)).toBe('Sale price $74.99 Original price $100.00 25% off');
    expect(container.querySelector('s')?.textContent).toBe('Original price $100.00');
  });

  it('computes percent off when the API sends 0', () => {
    const { container } = renderPrice(
      price({ lowCurrent: 100, highCurrent: 100, lowOriginal: 150, highOriginal: 150 }),
    );
    expect(textOf(container)).toContain('33.3% off');
  });

  it('a range when low and high differ', () => {
    const { container } = renderPrice(
      price({ lowCurrent: 80, highCurrent: 120, lowOriginal: 80, highOriginal: 120 }),
    );
    expect(textOf(container)).toBe('Price $80.00 – $120.00');
  });

  it('some colours on sale: from the lowest sale price, the original, up to the percent off', () => {
    const some = price({
      lowCurrent: 195.95,
      highCurrent: 391.95,
      lowOriginal: 391.95,
      highOriginal: 391.95,
      percentagePriceDiscount: 50,
    });
    expect(textOf(renderPrice(some).container)).toBe(
      'Sale price From $195.95 Original price $391.95 Up to 50% off',
    );
    expect(textOf(renderPrice(some, 'fr-ca').container)).toBe(
      'Prix soldé À partir de 195,95 $ Prix initial 391,95 $ Jusqu’à 50 % de réduction',
    );
  });

  it('CAD in fr-ca shows the code and French text', () => {
    const { container } = renderPrice(
      price({ currency: 'CAD', lowCurrent: 75, highCurrent: 75, percentagePriceDiscount: 25 }),
      'fr-ca',
    );
    expect(textOf(container)).toBe('Prix soldé 75,00 CAD Prix initial 100,00 CAD 25 % de réduction');
  });
});
