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

describe('store lists in the site units (fr-ca)', { timeout: 30_000 }, () => {
  it('fr-ca shows distances in kilometres and hours on a 24-hour clock', async () => {
    const facts = await storeCardFacts(
      sim,
      'fr-ca',
      { check: /Vérifier la disponibilité en magasin/, postal: 'Code postal', find: 'Trouver des magasins' },
      'V6E 3P3',
    );
    expect(facts).toMatch(/^\d+(,\d)? km$/m);
    expect(facts).toMatch(/^Ouvert aujourd'hui \d{1,2} h 00–(1[89]|2\d) h 00$/m);
    expect(facts).not.toMatch(/AM|PM/);
  });
});
