import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { productRecommendationsBlock } from '../../../../contracts/entities/content-blocks-commerce';
import { InViewObserver } from '../../testing/in-view-observer';
import { renderApp } from '../../testing/render-app';
import { useTestSimulator } from '../../testing/simulator-server';
import { renderBlockOnSimulator } from './render-block-on-simulator';
import type { ShownBlock } from './resolve-blocks';

const sim = useTestSimulator();
const SLOW = { timeout: 8000 };

/** The decision requests the page sent (passed through to the simulator): their bodies. */
type DecisionBody = { events: { eventType: string; recImpressions?: string[]; recClicks?: string[] }[] };
function recordDecisions(): DecisionBody[] {
  const bodies: DecisionBody[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname.startsWith('/api/engine/v1/decide/')) bodies.push(JSON.parse(String(init?.body)));
    return passThrough(input, init);
  });
  return bodies;
}

beforeAll(async () => {
  await import('../../routes/home-route');
});
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const carousel = async () =>
  (await screen.findByRole('heading', { name: 'You may also like' }, SLOW)).closest('section') as HTMLElement;

describe('product recommendations', { timeout: 30_000 }, () => {
  it('opens the listing quick shop for a recommended product', async () => {
    const app = renderApp(sim, '/en-us');
    const section = await carousel();
    const tiles = await within(section).findAllByRole('article', {}, SLOW);
    const name = within(tiles[0] as HTMLElement).getByRole('heading').textContent ?? '';
    await app.user.click(within(section).getByRole('button', { name: `Quick shop ${name}` }));
    const dialog = await app.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByRole('button', { name: 'Add to cart' }, SLOW)).toBeInTheDocument();
  });

  it('records the impressions of the personalised carousel once, with the tokens of what it showed', async () => {
    const decisions = recordDecisions();
    renderApp(sim, '/en-us');
    const section = await carousel();
    const tiles = await within(section).findAllByRole('article', {}, SLOW);
    await waitFor(() =>
      expect(
        decisions.filter((d) => d.events[0]?.eventType === 'monetate:record:RecImpressions'),
      ).toHaveLength(1),
    );
    const impression = decisions.find((d) => d.events[0]?.eventType === 'monetate:record:RecImpressions');
    const tokens = impression?.events[0]?.recImpressions ?? [];
    expect(tokens).toHaveLength(Math.min(tiles.length, 24));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('records the click on a personalised recommendation with its recToken', async () => {
    const decisions = recordDecisions();
    const app = renderApp(sim, '/en-us');
    const section = await carousel();
    const tiles = await within(section).findAllByRole('article', {}, SLOW);
    await app.user.click(within(tiles[1] as HTMLElement).getByRole('link'));
    await waitFor(() =>
      expect(decisions.filter((d) => d.events[0]?.eventType === 'monetate:record:RecClicks')).toHaveLength(1),
    );
    const click = decisions.find((d) => d.events[0]?.eventType === 'monetate:record:RecClicks');
    const shown = decisions.find((d) => d.events[0]?.eventType === 'monetate:record:RecImpressions');
    // The clicked tile's token is the second one the impressions listed.
    expect(click?.events[0]?.recClicks).toEqual([shown?.events[0]?.recImpressions?.[1]]);
  });

  it('on an EMEA site without targeting consent asks for no decision and records nothing', async () => {
    const decisions = recordDecisions();
    renderApp(sim, '/en-gb');
    await screen.findByRole('region', { name: 'Your privacy choices' }, SLOW);
    // The personalised carousel has nothing to show without a decision: it draws nothing.
    await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(decisions).toEqual([]);
  });

  it('lays out 6 cards a view when the block says so, without quick shop when it is off', async () => {
    const block = productRecommendationsBlock.parse({
      type: 'productRecommendations',
      id: 'recs-6',
      title: 'Six of the best',
      source: 'searchMerchandising',
      placementId: 'cart-upsell',
      layout: '6-card',
      showQuickShop: false,
    }) as ShownBlock;
    renderBlockOnSimulator(sim, [block]);
    const section = (await screen.findByRole('heading', { name: 'Six of the best' }, SLOW)).closest(
      'section',
    ) as HTMLElement;
    expect(section.style.getPropertyValue('--cards')).toBe('6');
    await within(section).findAllByRole('article', {}, SLOW);
    expect(within(section).queryByRole('button', { name: /Quick shop/ })).toBeNull();
  });
});
