import { describe, expect, it } from 'vitest';
import {
  cloudVideoSource,
  fillUrlTemplate,
  photoWidgetScriptUrl,
  youTubeEmbedUrl,
  youTubeVideoId,
} from './media-sources';

describe('media sources', () => {
  it('fills a URL template, encoding each value but keeping a public id’s folders', () => {
    expect(
      fillUrlTemplate('https://x.example/{a}/{b}.js?c={c}', { a: 'home social', b: 'x/y', c: 'fr-ca' }),
    ).toBe('https://x.example/home%20social/x/y.js?c=fr-ca');
    expect(fillUrlTemplate('https://x.example/{missing}', {})).toBe('https://x.example/{missing}');
  });

  it('builds the widget script URL from the container id and the locale, the configured template winning', () => {
    expect(photoWidgetScriptUrl(undefined, 'home-social', 'fr-ca')).toBe(
      'https://widgets.summitpeak.example/photos/home-social/widget.js?locale=fr-ca',
    );
    expect(photoWidgetScriptUrl('https://w.example/{locale}/{containerId}.js', 'g1', 'en-us')).toBe(
      'https://w.example/en-us/g1.js',
    );
  });

  it('builds the cloud player’s HLS source from the cloud name and the public id', () => {
    expect(cloudVideoSource(undefined, { cloudName: 'summitpeak', publicId: 'brand/into-the-wild' })).toBe(
      'https://res.cloudinary.com/summitpeak/video/upload/sp_auto/brand/into-the-wild.m3u8',
    );
  });

  it('recognises YouTube links and nothing else', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youTubeVideoId(url), url).toBe('dQw4w9WgXcQ');
    }
    for (const url of [
      'https://videos.summitpeak.example/into-the-wild.m3u8',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      '/en-us/video',
    ]) {
      expect(youTubeVideoId(url), url).toBeUndefined();
    }
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
});
