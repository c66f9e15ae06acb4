import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentBlock } from '../../../../contracts/entities/content-blocks';
import { useTestSimulator } from '../../testing/simulator-server';
import { BlockList } from './block-renderer';
import { renderBlocks } from './block-test-render';

const sim = useTestSimulator();
const page = { type: 'home', url: '/en-us' } as const;

/** An IntersectionObserver the test moves: `nearEnd()` tells the newest live one its marker is near. */
class ControlledObserver {
  static made: ControlledObserver[] = [];
  live = true;
  /** What the page showed when this observer began to watch. */
  readonly sawThinBanners = document.body.textContent?.includes('Thin banner') ?? false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.made.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.live = false;
  }
  takeRecords() {
    return [];
  }
  static live(): ControlledObserver[] {
    return ControlledObserver.made.filter((o) => o.live);
  }
  static nearEnd() {
    const [observer] = ControlledObserver.live();
    if (!observer) throw new Error('no marker is observed');
    const entry = { isIntersecting: true, boundingClientRect: { bottom: 100 } } as IntersectionObserverEntry;
    observer.callback([entry], observer as never);
  }
}

const banner = (n: number) =>
  contentBlock.parse({
    type: 'banner',
    id: `banner-${n}`,
    title: `Banner ${n}`,
    media: { small: { type: 'image', url: `https://images.example/${n}.jpg`, alt: `Picture ${n}` } },
  });
/** A thin banner: its renderer is a lazy chunk (text/), drawn once loaded. */
const thin = (n: number) =>
  contentBlock.parse({ type: 'thinBanner', id: `thin-${n}`, richText: `<p>Thin banner ${n}</p>` });
const bannerTitles = () =>
  screen.queryAllByRole('heading', { name: /^Banner \d$/ }).map((h) => h.textContent);

beforeEach(() => {
  ControlledObserver.made = [];
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('a page that reveals its blocks as the shopper scrolls', () => {
  it('draws its first screen (up to the first banner and one more), then two more each time its end nears', async () => {
    const blocks = [1, 2, 3, 4, 5, 6].map(banner);
    renderBlocks(sim, <BlockList blocks={blocks} page={page} reveal />);
    await waitFor(() => expect(bannerTitles()).toEqual(['Banner 1', 'Banner 2']));
    await waitFor(() => expect(ControlledObserver.live()).toHaveLength(1));
    ControlledObserver.nearEnd();
    await waitFor(() => expect(bannerTitles()).toHaveLength(4));
    await waitFor(() => expect(ControlledObserver.live()).toHaveLength(1));
    ControlledObserver.nearEnd();
    await waitFor(() => expect(bannerTitles()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Banner ${n}`)));
    // Everything drawn: nothing is watched any more.
    await waitFor(() => expect(ControlledObserver.live()).toHaveLength(0));
  });

  it('reveals no more while a block it drew is still loading (it has no height yet)', async () => {
    const blocks = [banner(1), banner(2), thin(1), thin(2), banner(3), banner(4)];
    renderBlocks(sim, <BlockList blocks={blocks} page={page} reveal />);
    await waitFor(() => expect(ControlledObserver.live()).toHaveLength(1));
    const before = ControlledObserver.made.length;
    ControlledObserver.nearEnd();
    expect(await screen.findByText('Thin banner 2', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(ControlledObserver.live()).toHaveLength(1));
    // While the thin banners' chunk loaded, no marker was watched: every observer since began after them.
    const since = ControlledObserver.made.slice(before);
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((o) => o.sawThinBanners)).toBe(true);
    expect(bannerTitles()).toEqual(['Banner 1', 'Banner 2']);
    ControlledObserver.nearEnd();
    await waitFor(() => expect(bannerTitles()).toHaveLength(4));
  });

  it('draws everything at once where it does not reveal, or the browser has no IntersectionObserver', async () => {
    const blocks = [1, 2, 3, 4, 5].map(banner);
    const view = renderBlocks(sim, <BlockList blocks={blocks} page={page} />);
    await waitFor(() => expect(bannerTitles()).toHaveLength(5));
    view.unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    renderBlocks(sim, <BlockList blocks={blocks} page={page} reveal />);
    await waitFor(() => expect(bannerTitles()).toHaveLength(5));
    expect(ControlledObserver.made).toHaveLength(0);
  });
});
