import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './layout-test-render';

const SLOW = { timeout: 15_000 };
const target = { label: 'Check your balance', url: '/en-us/gift-card#balance' };

describe('the call-to-action button', { timeout: 30_000 }, () => {
  it('is a link styled as a primary button, sm on small screens and md above when content sets no size', async () => {
    renderBlocks([{ type: 'button', id: 'balance', target }], { locale: 'fr-ca' });
    const link = await screen.findByRole('link', { name: 'Check your balance' }, SLOW);
    expect(link).toHaveAttribute('href', '/fr-ca/gift-card#balance');
    expect(link.className).toMatch(/primary/);
    expect(link.className).toMatch(/smallOnPhones/);
  });

  it.each(['sm', 'md', 'lg'])('keeps the %s size content sets at every width', async (size) => {
    renderBlocks([{ type: 'button', id: 'balance', target: { ...target, style: 'tertiary' }, size }]);
    const link = await screen.findByRole('link', { name: 'Check your balance' }, SLOW);
    expect(link.className).toMatch(new RegExp(`_${size}_`));
    expect(link.className).toMatch(/ghost/);
    expect(link.className).not.toMatch(/smallOnPhones/);
  });
});
