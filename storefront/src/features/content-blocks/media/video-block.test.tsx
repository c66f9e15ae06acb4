import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoBlock } from '../../../../../contracts/entities/content-blocks-media';
import { InViewObserver } from '../../../testing/in-view-observer';
import { renderBlock } from './block-test-render';
import VideoBlock from './video-block';

const hls = vi.hoisted(() => ({ created: [] as { source?: string; media?: unknown }[] }));
vi.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => true;
    private readonly record: { source?: string; media?: unknown } = {};
    constructor() {
      hls.created.push(this.record);
    }
    on() {}
    loadSource(source: string) {
      this.record.source = source;
    }
    attachMedia(media: unknown) {
      this.record.media = media;
    }
    destroy() {}
  }
  return { default: FakeHls };
});

const HOME = { type: 'home', url: '/en-us' } as const;
const HLS_URL = 'https://videos.summitpeak.example/into-the-wild.m3u8';
const CLOUD_URL = 'https://res.cloudinary.com/summitpeak/video/upload/sp_auto/brand/into-the-wild.m3u8';

const video = (fields: Record<string, unknown> = {}) =>
  videoBlock.parse({
    type: 'video',
    id: 'video',
    title: 'Into the wild',
    media: {
      small: {
        type: 'video',
        url: HLS_URL,
        poster: 'https://images.summitpeak.example/content/video-poster.jpg',
      },
    },
    cloudinaryAsset: { cloudName: 'summitpeak', publicId: 'brand/into-the-wild' },
    duration: 95,
    ...fields,
  });

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

let play: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  hls.created.length = 0;
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  reducedMotion(false);
  // The browser refuses autoplay: play() rejects.
  play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const videoElement = () => document.querySelector('video') as HTMLVideoElement;

describe('the video block: the default player', () => {
  it('plays muted and looping with its controls; a refused autoplay is logged, never shown', async () => {
    const short = video({ duration: 20 });
    renderBlock(<VideoBlock block={short} page={HOME} priority={false} />, {
      flags: { cloudVideoPlayer: true },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Into the wild' })).toBeVisible();
    const element = videoElement();
    expect(element).toHaveAttribute('data-player', 'default');
    expect(element).toHaveAccessibleName('Into the wild');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.controls).toBe(true);
    await waitFor(() => expect(element.querySelector('source')).toHaveAttribute('src', HLS_URL));
    expect(element.getAttribute('poster')).toContain('/images/content/video-poster.jpg?wid=2560&hei=1440');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[storefront\] video did not play \(.+\)$/),
        expect.objectContaining({ name: 'NotAllowedError' }),
      ),
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(hls.created).toEqual([]);
  });

  it('takes a start interrupted by a pause as asked for: nothing logged', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('interrupted by pause()', 'AbortError')));
    renderBlock(<VideoBlock block={video({ duration: 20 })} page={HOME} priority={false} />);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    // The refusal is handled a task later; give it that task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
  });

  it('far from the viewport it has no source yet and does not play', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    renderBlock(<VideoBlock block={video({ duration: 20 })} page={HOME} priority={false} />);
    await act(async () => undefined);
    expect(videoElement().querySelector('source')).toBeNull();
    expect(videoElement()).toHaveAttribute('preload', 'none');
    expect(play).not.toHaveBeenCalled();
  });

  it('honours the player settings: no autoplay, no loop, sound, controls hidden only while it autoplays', () => {
    const block = video({
      duration: 20,
      playerSettings: { autoplay: false, hideControls: true, loop: false, muted: false },
    });
    renderBlock(<VideoBlock block={block} page={HOME} priority={false} />);
    const element = videoElement();
    expect(play).not.toHaveBeenCalled();
    expect(element.muted).toBe(false);
    expect(element.loop).toBe(false);
    // Nothing starts it by itself: its controls show, or nobody could play it.
    expect(element.controls).toBe(true);
  });

  it('with reduced motion: no autoplay, controls shown', () => {
    reducedMotion(true);
    const block = video({ duration: 20, playerSettings: { hideControls: true } });
    renderBlock(<VideoBlock block={block} page={HOME} priority={false} />);
    expect(play).not.toHaveBeenCalled();
    expect(videoElement().controls).toBe(true);
  });

  it('a long cloud video with the cloud player flag off: the default player, and hls.js never loads', async () => {
    renderBlock(<VideoBlock block={video()} page={HOME} priority={false} />, {
      flags: { cloudVideoPlayer: false },
    });
    expect(videoElement()).toHaveAttribute('data-player', 'default');
    await act(async () => undefined);
    expect(hls.created).toEqual([]);
  });
});

describe('the video block: the cloud player', () => {
  it('streams the asset through hls.js where the browser plays no HLS: muted, looping, controls hidden', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    renderBlock(<VideoBlock block={video()} page={HOME} priority={false} />, {
      flags: { cloudVideoPlayer: true },
    });
    const element = videoElement();
    expect(element).toHaveAttribute('data-player', 'cloud');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.controls).toBe(false);
    await waitFor(() => expect(hls.created).toEqual([{ source: CLOUD_URL, media: element }]));
  });

  it('plays native HLS where the browser can, without loading hls.js; the source host is the configured one', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    renderBlock(<VideoBlock block={video()} page={HOME} priority={false} />, {
      flags: { cloudVideoPlayer: true },
      config: { cloudVideoUrl: 'https://stream.example/{cloudName}/{publicId}.m3u8' },
    });
    await waitFor(() =>
      expect(videoElement().getAttribute('src')).toBe(
        'https://stream.example/summitpeak/brand/into-the-wild.m3u8',
      ),
    );
    // On screen and its stream attached: it starts (and the refusal is only logged).
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(hls.created).toEqual([]);
  });

  it('with reduced motion it never starts by itself and shows its controls', async () => {
    reducedMotion(true);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    renderBlock(<VideoBlock block={video()} page={HOME} priority={false} />, {
      flags: { cloudVideoPlayer: true },
    });
    await waitFor(() => expect(videoElement()).toHaveAttribute('src'));
    expect(videoElement().controls).toBe(true);
    expect(play).not.toHaveBeenCalled();
  });
});

describe('the video block: YouTube', () => {
  it('loads the privacy-enhanced embed only after the shopper presses play', async () => {
    const block = video({
      media: { small: { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    });
    const { container } = renderBlock(<VideoBlock block={block} page={HOME} priority={false} />, {
      locale: 'fr-ca',
    });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : Into the wild' }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', 'Into the wild');
  });
});
