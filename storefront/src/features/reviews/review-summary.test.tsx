import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductReviews } from '../../commerce/product';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { ReviewSummary } from './review-summary';

const summary = {
  average: 4,
  count: 1234,
  distribution: [
    { rating: 5, count: 1000 },
    { rating: 1, count: 234 },
  ],
} as ProductReviews['summary'];

describe('ReviewSummary', () => {
  it('shows the average with its tenths and the counts, in English', () => {
    render(
      <TestIntlProvider locale="en-us">
        <ReviewSummary summary={summary} />
      </TestIntlProvider>,
    );
    expect(screen.getByText('4.0 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Based on 1,234 reviews')).toBeInTheDocument();
    expect(screen.getByText('1 star: 234')).toBeInTheDocument();
  });

  it('follows the site locale in French', () => {
    render(
      <TestIntlProvider locale="fr-ca">
        <ReviewSummary summary={{ ...summary, average: 4.25 }} />
      </TestIntlProvider>,
    );
    expect(screen.getByText('4,3 sur 5')).toBeInTheDocument();
    // Testing Library folds the no-break spaces of French numbers into plain ones.
    expect(screen.getByText('Selon 1 234 avis')).toBeInTheDocument();
    expect(screen.getByText('5 étoiles : 1 000')).toBeInTheDocument();
  });
});
