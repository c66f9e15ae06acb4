import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import { useAccountTestSetup } from '../../../testing/account-test-setup';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderApp } from '../../../testing/render-app';
import { useTestSimulator } from '../../../testing/simulator-server';
import { profileQueryKey } from '../../session/shopper-queries';
import { profileKey } from '../use-block-conditions';

const sim = useTestSimulator();
useAccountTestSetup();
const SLOW = { timeout: 10_000 };

beforeAll(async () => {
  await import('../../../routes/home-route');
});
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

/** A rich text block titled `title`: it shows as a region of that name. */
const titled = (title: string) => ({
  type: 'richText',
  id: `rt-${title.replace(/\W+/g, '-')}`,
  title,
  richText: `<p>${title}.</p>`,
});

/** This test's home page: one audience switch, segment by segment in this order, then the baseline. */
async function homeWithSwitch(segments: [AudienceSegmentId, string][], baseline: string) {
  await sim.control('POST', '/content-pages/summitpeak-us/home', {
    components: [
      {
        type: 'audienceSwitch',
        id: 'switch',
        segments: segments.map(([id, title]) => ({ id, targets: [titled(title)] })),
        baselines: [titled(baseline)],
      },
    ],
  });
}

const region = (name: string) => screen.findByRole('region', { name }, SLOW);

describe('audience switch on the simulator', { timeout: 40_000 }, () => {
  it('switches from the cart-empty block to the cart-not-empty one once the shopper adds to the cart', async () => {
    await homeWithSwitch(
      [
        ['cart-not-empty', 'Your bag is waiting'],
        ['cart-empty', 'Start your bag'],
      ],
      'New arrivals',
    );
    const app = renderApp(sim, '/en-us');
    expect(await region('Start your bag')).toBeInTheDocument();

    act(() => app.router.navigate('/en-us/c/sneakers-300130'));
    await app.user.click(
      await screen.findByRole('button', { name: "Quick shop Men's Canyon Low Sneaker" }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: "Men's Canyon Low Sneaker" }, SLOW);
    await app.user.click(await within(dialog).findByRole('radio', { name: '10' }, SLOW));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' }, SLOW);
    await app.user.keyboard('{Escape}');

    act(() => app.router.navigate('/en-us'));
    expect(await region('Your bag is waiting')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your bag' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'New arrivals' })).toBeNull();
  });

  it("shows a WRANX shopper their segment's block, from the profile the header reads", async () => {
    await homeWithSwitch(
      [
        ['wranx-loggedin', 'Pro deals for WRANX members'],
        ['ipa-wranx-loggedin', 'Pro deals'],
        ['loggedin', 'Welcome back'],
      ],
      'Join us',
    );
    const app = renderApp(sim, '/en-us');
    expect(await region('Join us')).toBeInTheDocument();
    // prosumer@example.com holds both partner identities (simulator/db/seed/consumer-seed-programmes.ts).
    await act(() => app.services.commerce.session.signIn('prosumer@example.com', 'Trail2026!'));
    expect(await region('Pro deals for WRANX members')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Welcome back' })).toBeNull();
  });

  it('shows an IPA shopper the ipa-loggedin block and a shopper with no partner identity the next match', async () => {
    await homeWithSwitch(
      [
        ['ipa-loggedin', 'Pro deals for IPA members'],
        ['non-ipa-wranx-loggedin', 'Become a pro member'],
      ],
      'Join us',
    );
    const prosumer = renderApp(sim, '/en-us');
    await region('Join us');
    await act(() => prosumer.services.commerce.session.signIn('prosumer@example.com', 'Trail2026!'));
    expect(await region('Pro deals for IPA members')).toBeInTheDocument();
    prosumer.unmount();

    const registered = renderApp(sim, '/en-us');
    await region('Join us');
    await act(() => registered.services.commerce.session.signIn('registered@example.com', 'Trail2026!'));
    expect(await region('Become a pro member')).toBeInTheDocument();
  });

  it('reads the profile under the key the header loads it with', () => {
    expect(profileKey('CN0100007')).toEqual(profileQueryKey('CN0100007'));
    expect(profileKey(undefined)).toEqual(profileQueryKey(undefined));
  });

  it('shows the forced segment of p13n_testcontext whoever the visitor is', async () => {
    await homeWithSwitch([['athletes-loggedin', 'Athlete gear drop']], 'New arrivals');
    renderApp(sim, '/en-us?p13n_testcontext=athletes-loggedin');
    expect(await region('Athlete gear drop')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New arrivals' })).toBeNull();
  });
});
