import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormattedMessage } from './intl';
import { createTestIntl, TestIntlProvider } from './test-intl-provider';

describe('TestIntlProvider', () => {
  it('renders synchronously with the whole catalogue, deferred areas included', () => {
    render(
      <TestIntlProvider locale="fr-ca">
        <FormattedMessage id="product.addToCart" />
      </TestIntlProvider>,
    );
    expect(screen.getByText('Ajouter au panier')).toBeInTheDocument();
  });

  it('fails the test on a missing message id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <TestIntlProvider>
          <FormattedMessage id="product.noSuchText" />
        </TestIntlProvider>,
      ),
    ).toThrow(/No message "product.noSuchText"/);
    expect(() => createTestIntl().formatMessage({ id: 'nope' })).toThrow(/No message "nope"/);
    vi.restoreAllMocks();
  });

  it('fails the test on a message formatted without one of its values', () => {
    const intl = createTestIntl('en-us');
    expect(() => intl.formatMessage({ id: 'cart.button.label' })).toThrow(/without \{count\}/);
    expect(() => intl.formatMessage({ id: 'reviews.from' }, { name: 'Ann' })).toThrow(/without \{location\}/);
    expect(intl.formatMessage({ id: 'reviews.from' }, { name: 'Ann', location: 'Banff' })).toBe(
      'Ann from Banff',
    );
  });

  it('fails the test on a message Lingui could not format', () => {
    const intl = createTestIntl('en-us', { broken: '{average, number, ::.0} out of 5' });
    expect(() => intl.formatMessage({ id: 'broken' }, { average: 4 })).toThrow(/number style/);
  });
});
