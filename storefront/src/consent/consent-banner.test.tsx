import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { useTestSimulator } from '../testing/simulator-server';
import { dialogStore } from '../ui/dialog/dialog-store';
import { consentStore } from './consent-store';

const sim = useTestSimulator();
const SLOW = { timeout: 8000 };

afterEach(() => {
  for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
    // biome-ignore lint/suspicious/noDocumentCookie: consent is kept in OneTrust's cookies
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

const banner = () => screen.findByRole('region', { name: 'Your privacy choices' }, SLOW);

describe('the consent banner', { timeout: 30_000 }, () => {
  it('asks on an EMEA site; "Required only" stores the answer and it does not ask again', async () => {
    const app = renderApp(sim, '/en-gb');
    const region = await banner();
    await app.user.click(within(region).getByRole('button', { name: 'Required only' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull());
    expect(consentStore().get()).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false });
    expect(document.cookie).toContain('OptanonAlertBoxClosed=');
    // Published for code that reads consent without loading it (the performance beacon).
    expect(window.OnetrustActiveGroups).toBe(',C0001,');
  });

  it('opens the preference centre from its settings: one category chosen, the required one fixed', async () => {
    const app = renderApp(sim, '/fr-fr');
    const region = await screen.findByRole('region', { name: 'Vos choix de confidentialité' }, SLOW);
    // France says "cookies"; "témoins" is Québec's word (the fr-fr overlay, i18n/load-catalogue.ts).
    expect(region).toHaveTextContent(/Nous utilisons des cookies nécessaires/);
    expect(region).not.toHaveTextContent(/témoin/i);
    await app.user.click(within(region).getByRole('button', { name: 'Paramètres des cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences en matière de cookies' }, SLOW);
    expect(dialog).not.toHaveTextContent(/témoin/i);
    const required = within(dialog).getByRole('checkbox', { name: /^Strictement nécessaires/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    await app.user.click(within(dialog).getByRole('checkbox', { name: /^Performance et analyse/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));
    await waitFor(() => expect(dialogStore.getState().open).toBeNull());
    expect(consentStore().get()).toEqual({ C0001: true, C0002: true, C0003: false, C0004: false });
    await waitFor(() => expect(window.OnetrustActiveGroups).toBe(',C0001,C0002,'));
    expect(screen.queryByRole('region', { name: 'Vos choix de confidentialité' })).toBeNull();
  });

  it('asks nothing outside EMEA, nor in content preview', async () => {
    renderApp(sim, '/en-us');
    await screen.findByRole('main');
    renderApp(sim, '/en-gb?preview=true');
    // The home page's content arrives; still no banner.
    await screen.findAllByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).toBeNull();
  });
});
