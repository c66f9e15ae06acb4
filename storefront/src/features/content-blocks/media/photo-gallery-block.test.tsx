import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoGalleryBlock } from '../../../../../contracts/entities/content-blocks-media';
import { useTestSimulator as startTestSimulator } from '../../../testing/simulator-server';
import { renderBlock } from './block-test-render';
import PhotoGalleryBlock from './photo-gallery-block';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

const block = photoGalleryBlock.parse({
  type: 'photoGallery',
  id: 'gallery',
  title: 'From the community',
  subtitle: 'Tag your adventures',
  containerId: 'pdp-gallery',
});
const PRODUCT_PAGE = { type: 'product', url: '/en-us/p/mens-summit-down-jacket-SPJK0001' } as const;

const widgetScript = () => document.querySelector<HTMLScriptElement>('[data-gallery="photo"] script');
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // happy-dom loads no script: each answers an error event, which the block logs.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the user-photo gallery', { timeout: 20_000 }, () => {
  it('on a product page: its widget tagged with the master id the product details lookup gives', async () => {
    renderBlock(<PhotoGalleryBlock block={block} page={PRODUCT_PAGE} priority={false} />, {
      sessionHeader: sim.sessionHeader,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'From the community' })).toBeVisible();
    expect(screen.getByText('Tag your adventures')).toBeVisible();
    await waitFor(() => expect(widgetScript()).not.toBeNull(), { timeout: 5000 });
    const script = widgetScript() as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(
      'https://widgets.summitpeak.example/photos/pdp-gallery/widget.js?locale=en-us',
    );
    expect(script.dataset).toMatchObject({ containerId: 'pdp-gallery', productTag: 'SPJK0001' });
  });

  it('the lookup fails: logged, the widget still comes, its product tag empty', async () => {
    await sim.control('POST', '/faults', { operation: 'getProductDetails', status: 500 });
    renderBlock(<PhotoGalleryBlock block={block} page={PRODUCT_PAGE} priority={false} />, {
      sessionHeader: sim.sessionHeader,
    });
    await waitFor(() => expect(widgetScript()).not.toBeNull(), { timeout: 8000 });
    expect(widgetScript()?.dataset.productTag).toBe('');
    expect(warn).toHaveBeenCalledWith(
      '[storefront] photo gallery: product lookup failed for SPJK0001',
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('elsewhere than a product page: no lookup, an empty tag', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderBlock(
      <PhotoGalleryBlock block={block} page={{ type: 'other', url: '/en-us/westend' }} priority={false} />,
      {
        sessionHeader: sim.sessionHeader,
      },
    );
    await waitFor(() => expect(widgetScript()).not.toBeNull(), { timeout: 5000 });
    expect(widgetScript()?.dataset.productTag).toBe('');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/products/'))).toEqual([]);
  });
});
