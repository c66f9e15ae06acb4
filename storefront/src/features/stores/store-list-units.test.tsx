import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { dialogStore } from '../../ui/dialog/dialog-store';
import { chosenStore } from './chosen-store';
import { storeCardFacts } from './store-picker-test-app';

const sim = useTestSimulator();

afterEach(() => {
  act(() => {
    dialogStore.closeAll();
    chosenStore.set({});
  });
});

// fr-ca's side is store-list-units-fr.test.tsx: one site per file, as a shopper loads one site per page.
describe('store lists in the site units (en-us)', { timeout: 30_000 }, () => {
  it('en-us shows distances in miles and hours on a 12-hour clock', async () => {
    const facts = await storeCardFacts(
      sim,
      'en-us',
      { check: /Check store availability/, postal: 'Postal code', find: 'Find stores' },
      '80202',
    );
    expect(facts).toMatch(/^\d+(\.\d)? mi$/m);
    expect(facts).not.toMatch(/ km$/m);
    expect(facts).toMatch(/^Open today \d{1,2}:00 AM–\d{1,2}:00 PM$/m);
  });
});
