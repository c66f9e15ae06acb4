import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../../testing/simulator-server';
import { renderBillingStep } from './billing-test-app';

const sim = useTestSimulator();

const violations = async (root: HTMLElement) => {
  // Contrast needs real layout, which happy-dom lacks (the e2e axe run checks it in Chromium).
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
};

describe('billing step accessibility', { timeout: 60_000 }, () => {
  it('has no axe violations with the card form, after a refused entry, and with gift cards', async () => {
    const view = await renderBillingStep(sim);
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    expect(await violations(view.container)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Use this card' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true'));
    expect(await violations(view.container)).toEqual([]);

    await view.user.click(screen.getByRole('radio', { name: 'Gift card' }));
    await view.user.type(screen.getByLabelText('Gift card number'), '6006491111111111');
    await view.user.type(screen.getByLabelText('PIN'), '1111');
    await view.user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await screen.findByRole('list', { name: 'Applied gift cards' });
    expect(await violations(view.container)).toEqual([]);
  });

  it('the buy-now-pay-later dialog has no axe violations and works by keyboard', async () => {
    const view = await renderBillingStep(sim);
    await view.user.click(await screen.findByRole('radio', { name: 'Klarna' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue with Klarna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Klarna' });
    expect(await violations(dialog)).toEqual([]);
    expect(dialog.contains(document.activeElement)).toBe(true);
    within(dialog).getByRole('button', { name: 'Approve' }).focus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.completed).toHaveLength(1));
  });
});
