import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';

const sim = useTestSimulator();

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => {
  dialogStore.closeAll();
  vi.unstubAllGlobals();
});

/** The in-stock fixture has 24 reviews (3 pages of 10) and 3 questions. */
const IN_STOCK = '/en-us/p/mens-summit-down-jacket-SPJK0001';

async function reviewsRegion() {
  const region = await screen.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 });
  await within(region).findAllByRole('article', {}, { timeout: 10_000 });
  return region;
}

describe('reviews and questions', { timeout: 30_000 }, () => {
  it('shows the summary and pages through the reviews', async () => {
    const { user, router } = renderApp(sim, IN_STOCK);
    const region = await reviewsRegion();
    expect(within(region).getByText('Based on 24 reviews')).toBeInTheDocument();
    expect(within(region).getAllByRole('article')).toHaveLength(10);
    const first = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await user.click(within(region).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(4));
    expect(router.state.location.search).toBe('?reviewsPage=3');
    expect(within(region).getByRole('heading', { level: 2, name: 'Reviews' })).toHaveFocus();
    const third = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(third).not.toEqual(first.slice(0, 4));
  });

  it('counts a helpful vote once', async () => {
    const { user } = renderApp(sim, IN_STOCK);
    const region = await reviewsRegion();
    const button = within(within(region).getAllByRole('article')[0] as HTMLElement).getByRole('button', {
      name: /^Helpful \(\d+\)$/,
    });
    const before = Number(/\((\d+)\)/.exec(button.textContent ?? '')?.[1]);
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent(`Helpful (${before + 1})`));
    expect(button).toBeDisabled();
  });

  it('reports a review with a reason and confirms', async () => {
    const { user } = renderApp(sim, IN_STOCK);
    const region = await reviewsRegion();
    const review = within(region).getAllByRole('article')[0] as HTMLElement;
    await user.click(within(review).getByRole('button', { name: 'Report' }));
    await user.click(within(review).getByRole('radio', { name: 'Spam' }));
    await user.click(within(review).getByRole('button', { name: 'Send report' }));
    expect(
      await within(review).findByText('Thank you. Our team will look at this review.'),
    ).toBeInTheDocument();
  });

  it('lists questions with answers and votes an answer', async () => {
    const { user } = renderApp(sim, IN_STOCK);
    const region = await screen.findByRole('region', { name: 'Questions and answers' }, { timeout: 10_000 });
    const questions = await within(region).findAllByRole('article', {}, { timeout: 10_000 });
    expect(questions).toHaveLength(3);
    const vote = within(region).getAllByRole('button', { name: /^Helpful \(\d+\)$/ })[0] as HTMLElement;
    const before = Number(/\((\d+)\)/.exec(vote.textContent ?? '')?.[1]);
    await user.click(vote);
    await waitFor(() => expect(vote).toHaveTextContent(`Helpful (${before + 1})`));
  });

  it('validates the question form with the contract schema, then shows the success dialog', async () => {
    const { user } = renderApp(sim, IN_STOCK);
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask a question' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit question' }));
    expect(await within(dialog).findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your question')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Your question'), 'Does it fit over a fleece?');
    await user.type(within(dialog).getByLabelText('Nickname'), 'Hiker');
    await user.type(within(dialog).getByLabelText('Email'), 'hiker@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit question' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your question' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ask a question' })).not.toBeInTheDocument();
  });
});
