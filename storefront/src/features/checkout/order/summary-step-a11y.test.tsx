import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STORAGE_KEY } from '../../../commerce/checkout/order';
import { readyToPlace } from '../../../testing/order-test-world';
import { useTestSimulator } from '../../../testing/simulator-server';
import { renderSummary } from './summary-test-app';

const sim = useTestSimulator();

afterEach(() => localStorage.removeItem(ORDER_STORAGE_KEY));

/** Serious and critical axe violations (contrast needs real layout: the e2e run checks it). */
async function violations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('summary step accessibility', { timeout: 30_000 }, () => {
  it('the summary and the three-ds dialog have no serious axe violations; the challenge takes focus', async () => {
    const { commerce, cart } = await readyToPlace(sim, 'challenge');
    const { user, container } = renderSummary(commerce, cart);
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    const approve = await within(dialog).findByRole('button', { name: 'Approve' });
    expect(approve).toHaveFocus();
    expect(await violations(dialog)).toEqual([]);
  });
});
