import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import type { TestSimulator } from '../../testing/simulator-server';

const PRODUCT = 'p/mens-summit-down-jacket-SPJK0001BLK';

export interface PickerLabels {
  readonly check: RegExp;
  readonly postal: string;
  readonly find: string;
}

/**
 * The product page's store picker on a site, searched near a postal code: the facts of its store cards
 * (address, distance, hours, ...), one a line, no-break spaces as plain ones.
 */
export async function storeCardFacts(
  sim: TestSimulator,
  locale: string,
  labels: PickerLabels,
  postal: string,
): Promise<string> {
  const app = renderApp(sim, `/${locale}/${PRODUCT}`);
  await app.user.click(await screen.findByRole('button', { name: labels.check }, { timeout: 15_000 }));
  const picker = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await app.user.type(within(picker).getByLabelText(labels.postal), postal);
  await app.user.click(within(picker).getByRole('button', { name: labels.find }));
  await within(picker).findAllByRole('listitem', {}, { timeout: 10_000 });
  return [...picker.querySelectorAll('li p span')]
    .map((fact) => (fact.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))
    .join('\n');
}
