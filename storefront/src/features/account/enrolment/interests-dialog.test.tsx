import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { recordProfileUpdates } from '../../../testing/profile-updates';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { dialogStore } from '../../../ui/dialog/dialog-store';

const sim = useTestSimulator();
useAccountTestSetup();

/** The interests dialog on a site, signed in, with Hiking chosen and the news opt-in cleared, then saved. */
async function saveOptedOut(locale: string) {
  const bodies = recordProfileUpdates();
  const app = renderApp(sim, `/${locale}/account`);
  await act(() => app.services.commerce.session.signIn('partial@example.com', 'Trail2026!'));
  act(() => dialogStore.open('interests'));
  const dialog = await screen.findByRole('dialog', { name: 'Your interests' }, { timeout: 8000 });
  await app.user.click(within(dialog).getByRole('checkbox', { name: 'Hiking' }));
  await app.user.click(within(dialog).getByRole('checkbox', { name: /Send me news and offers/ }));
  await app.user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('dialog', { name: 'You are all set' });
  return bodies;
}

describe('the interests rule (spec 001 section 5)', { timeout: 30_000 }, () => {
  it('blanks the interests on opt-out where the site requires it (en-gb)', async () => {
    expect(await saveOptedOut('en-gb')).toEqual([
      { consumerProfile: { consumerDetails: {}, preferences: { interests: '' } } },
    ]);
  });

  it('keeps them, joined by a pipe, where it does not (en-us)', async () => {
    expect(await saveOptedOut('en-us')).toEqual([
      { consumerProfile: { consumerDetails: {}, preferences: { interests: 'hiking' } } },
    ]);
  });
});
