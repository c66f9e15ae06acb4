import { describe, expect, it } from 'vitest';
import {
  VENDOR_CUSTOMER_DATA_ORIGIN,
  VENDOR_DATAFILE_ORIGIN,
  VENDOR_EVENT_LOG_ORIGIN,
} from '../src/commerce/experiments/experimentation-hosts';
import {
  DEFAULT_CLOUD_VIDEO_URL,
  DEFAULT_PHOTO_WIDGET_URL,
  YOUTUBE_EMBED_ORIGIN,
} from '../src/features/content-blocks/media/media-sources';
import { IMAGE_CDN_ORIGIN } from '../src/ui/image/image-url';
import { contentSecurityPolicy, policyDirectives } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

const deployed = {
  apiBaseUrl: 'https://api.shop.example/v1/',
  imageBaseUrl: 'https://img.cdn.example/images',
};
/** The default cloud video host (media-sources.ts): hls.js fetches its streams. */
const VIDEO_ORIGIN = new URL(DEFAULT_CLOUD_VIDEO_URL).origin;
/** The experimentation vendor's hosts, when no experimentationBaseUrl replaces them. */
const VENDOR = [VENDOR_DATAFILE_ORIGIN, VENDOR_EVENT_LOG_ORIGIN, VENDOR_CUSTOMER_DATA_ORIGIN];

describe('the Content-Security-Policy', () => {
  it("allows the configuration's API and image hosts, by origin, where each is used", () => {
    const policy = contentSecurityPolicy(deployed, 'meta');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://img.cdn.example',
      VIDEO_ORIGIN,
      ...VENDOR,
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://img.cdn.example']);
  });

  it('allows the experimentation base in place of the vendor hosts, and nothing more for a path', () => {
    const harness = { ...deployed, experimentationBaseUrl: 'http://127.0.0.1:4010' };
    expect(directive(contentSecurityPolicy(harness, 'meta'), 'connect-src')).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://img.cdn.example',
      VIDEO_ORIGIN,
      'http://127.0.0.1:4010',
    ]);
    const local = { ...deployed, experimentationBaseUrl: '' };
    expect(directive(contentSecurityPolicy(local, 'meta'), 'connect-src')).not.toContain(
      VENDOR_DATAFILE_ORIGIN,
    );
  });

  it("allows the image CDN when no image base replaces it, and only 'self' for paths on this origin", () => {
    const cdn = contentSecurityPolicy({ apiBaseUrl: '', imageBaseUrl: undefined }, 'meta');
    expect(directive(cdn, 'img-src')).toEqual(["'self'", IMAGE_CDN_ORIGIN]);
    expect(directive(cdn, 'connect-src')).toEqual(["'self'", IMAGE_CDN_ORIGIN, VIDEO_ORIGIN, ...VENDOR]);
    const local = contentSecurityPolicy({ apiBaseUrl: '', imageBaseUrl: '/images' }, 'meta');
    expect(directive(local, 'img-src')).toEqual(["'self'"]);
    expect(directive(local, 'connect-src')).toEqual(["'self'", VIDEO_ORIGIN, ...VENDOR]);
    const same = contentSecurityPolicy(
      { apiBaseUrl: 'http://127.0.0.1:4010', imageBaseUrl: 'http://127.0.0.1:4010/images' },
      'meta',
    );
    expect(directive(same, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4010',
      VIDEO_ORIGIN,
      ...VENDOR,
    ]);
  });

  it('is strict: scripts from this origin and the photo widget only, no unsafe-*, no plugins, no base or form hijack', () => {
    for (const delivery of ['meta', 'header'] as const) {
      const policy = contentSecurityPolicy(deployed, delivery);
      expect(policy).not.toMatch(/unsafe-|data:|\*/);
      // blob: is the MediaSource hls.js plays from, for media only.
      expect(policy.split('; ').filter((d) => d.includes('blob:'))).toEqual([
        `media-src 'self' https://videos.summitpeak.example ${VIDEO_ORIGIN} blob:`,
      ]);
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'script-src')).toEqual(["'self'", new URL(DEFAULT_PHOTO_WIDGET_URL).origin]);
      expect(directive(policy, 'style-src')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    }
  });

  it("names the API's report path in the header form only (a meta tag ignores report-uri)", () => {
    expect(directive(contentSecurityPolicy(deployed, 'header'), 'report-uri')).toEqual([
      'https://api.shop.example/v1/fapi/csp/report',
    ]);
    expect(directive(contentSecurityPolicy(deployed, 'header'), 'frame-ancestors')).toEqual(["'none'"]);
    const sameOrigin = contentSecurityPolicy({ apiBaseUrl: '', imageBaseUrl: undefined }, 'header');
    expect(directive(sameOrigin, 'report-uri')).toEqual(['/fapi/csp/report']);
    const meta = policyDirectives(deployed, 'meta').map(([name]) => name);
    expect(meta).not.toContain('report-uri');
    expect(meta).not.toContain('frame-ancestors');
  });

  it("names the content blocks' third parties as configured, never 'unsafe-eval'", () => {
    const defaults = contentSecurityPolicy(deployed, 'meta');
    expect(defaults).not.toContain('unsafe-eval');
    expect(directive(defaults, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(YOUTUBE_EMBED_ORIGIN).toBe('https://www.youtube-nocookie.com');
    expect(directive(defaults, 'script-src')).toContain('https://widgets.summitpeak.example');
    expect(directive(defaults, 'media-src')).toContain('https://res.cloudinary.com');
    // A deployment's own hosts (config.json's photoWidgetUrl, cloudVideoUrl) replace the defaults.
    const own = contentSecurityPolicy(
      {
        ...deployed,
        photoWidgetUrl: 'https://photos.vendor.example/w/{containerId}.js?l={locale}',
        cloudVideoUrl: 'https://video.vendor.example/{cloudName}/{publicId}.m3u8',
      },
      'header',
    );
    expect(directive(own, 'script-src')).toEqual(["'self'", 'https://photos.vendor.example']);
    expect(directive(own, 'connect-src')).toContain('https://video.vendor.example');
    expect(directive(own, 'media-src')).toEqual([
      "'self'",
      'https://videos.summitpeak.example',
      'https://video.vendor.example',
      'blob:',
    ]);
    expect(own).not.toMatch(/widgets\.summitpeak|res\.cloudinary|unsafe-eval/);
    expect(() => contentSecurityPolicy({ ...deployed, photoWidgetUrl: 'widget.js' }, 'meta')).toThrow(
      /photoWidgetUrl "widget.js" is not an absolute URL/,
    );
  });

  it('refuses a host that is not an http(s) URL or a path, rather than writing it into the policy', () => {
    expect(() =>
      contentSecurityPolicy({ apiBaseUrl: 'api.shop.example', imageBaseUrl: undefined }, 'meta'),
    ).toThrow(/apiBaseUrl "api.shop.example" is not an absolute URL/);
    expect(() =>
      contentSecurityPolicy({ apiBaseUrl: '', imageBaseUrl: "javascript:alert('x')" }, 'meta'),
    ).toThrow(/imageBaseUrl .* is not http or https/);
  });
});
