import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialGalleryBlock } from '../../../../../contracts/entities/content-blocks-media';
import { renderBlock } from './block-test-render';
import SocialGalleryBlock from './social-gallery-block';

const HOME = { type: 'home', url: '/en-us' } as const;
const block = socialGalleryBlock.parse({
  type: 'socialGallery',
  id: 'social',
  title: '#SummitPeak',
  containerId: 'home-social',
  filter: 'summitpeak',
});
const SRC = 'https://widgets.summitpeak.example/photos/home-social/widget.js?locale=fr-ca';

const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>('[data-gallery] script')];

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom loads no script: each answers an error event, which the block logs.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the social-photo gallery', () => {
  it('adds the widget script 500 ms after mount, from the URL built from the container id and the locale', () => {
    renderBlock(<SocialGalleryBlock block={block} page={HOME} priority={false} />, { locale: 'fr-ca' });
    expect(screen.getByRole('heading', { level: 2, name: '#SummitPeak' })).toBeVisible();
    act(() => vi.advanceTimersByTime(499));
    expect(widgetScripts()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    const [script, ...more] = widgetScripts();
    expect(more).toEqual([]);
    expect(script?.getAttribute('src')).toBe(SRC);
    expect(script?.async).toBe(true);
    expect(script?.dataset).toMatchObject({
      containerId: 'home-social',
      locale: 'fr-ca',
      filter: 'summitpeak',
    });
  });

  it('takes the deployment’s widget URL', () => {
    renderBlock(<SocialGalleryBlock block={block} page={HOME} priority={false} />, {
      config: { photoWidgetUrl: 'https://photos.example/{locale}/{containerId}.js' },
    });
    act(() => vi.advanceTimersByTime(500));
    expect(widgetScripts()[0]?.getAttribute('src')).toBe('https://photos.example/en-us/home-social.js');
  });

  it('unmounted before 500 ms: no widget is ever created', () => {
    const view = renderBlock(<SocialGalleryBlock block={block} page={HOME} priority={false} />);
    act(() => vi.advanceTimersByTime(300));
    view.unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(document.querySelectorAll('script[src*="widgets.summitpeak.example"]')).toHaveLength(0);
  });

  it('unmounted after: the widget is destroyed (its script and what it drew removed)', () => {
    const view = renderBlock(<SocialGalleryBlock block={block} page={HOME} priority={false} />);
    act(() => vi.advanceTimersByTime(500));
    const host = document.querySelector('[data-gallery]') as HTMLElement;
    const script = widgetScripts()[0] as HTMLScriptElement;
    // What a widget draws next to its script.
    host.append(document.createElement('ul'));
    view.unmount();
    expect(script.isConnected).toBe(false);
    expect(host.childElementCount).toBe(0);
  });

  it('a script that fails to load is logged only', () => {
    const warn = vi.mocked(console.warn);
    renderBlock(<SocialGalleryBlock block={block} page={HOME} priority={false} />, { locale: 'fr-ca' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.error(widgetScripts()[0] as HTMLScriptElement);
    expect(warn).toHaveBeenCalledWith(`[storefront] Failed to load script with src ${SRC}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: '#SummitPeak' })).toBeVisible();
  });
});
