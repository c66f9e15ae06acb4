// File extensions: `vite.config.ts` loads this module (through the build plugin) as written.
import { callUrl } from '../src/api/call-url.ts';
import { operationTable } from '../src/api/operation-table.generated.ts';
import type { RuntimeConfig } from '../src/app/runtime-config.ts';
import { experimentationOrigins } from '../src/commerce/experiments/experimentation-hosts.ts';
import {
  CONTENT_VIDEO_ORIGIN,
  DEFAULT_CLOUD_VIDEO_URL,
  DEFAULT_PHOTO_WIDGET_URL,
  YOUTUBE_EMBED_ORIGIN,
} from '../src/features/content-blocks/media/media-sources.ts';
import { IMAGE_CDN_ORIGIN } from '../src/ui/image/image-url.ts';

/**
 * The production storefront's Content-Security-Policy, built from the runtime configuration's hosts
 * (docs/decisions.md, "Content-Security-Policy"). One function for every place that writes it: the build
 * (the meta tag in dist/index.html), `npm run csp` after a deploy changes config.json, and the header
 * `vite preview` sends. Only what the production build loads is allowed: its own scripts, styles and
 * images, the API and the image hosts, and the content blocks' third parties as configured (the photo
 * widget's script, the cloud video host, YouTube's privacy-enhanced embed: media-sources.ts); no inline
 * script or style, no eval, no plugin, no other frame.
 */

/** Where the policy is delivered: a meta tag ignores report-uri and frame-ancestors, a header honours them. */
export type PolicyDelivery = 'meta' | 'header';

/**
 * The hosts the policy names. The content blocks' templates are the runtime config's `photoWidgetUrl` and
 * `cloudVideoUrl` (a deployment's config.json may set them); absent, the defaults of media-sources.ts.
 */
export type PolicyHosts = Pick<RuntimeConfig, 'apiBaseUrl' | 'imageBaseUrl'> & {
  readonly photoWidgetUrl?: string | undefined;
  readonly cloudVideoUrl?: string | undefined;
  readonly experimentationBaseUrl?: string | undefined;
};

/** The origin of an absolute URL as a CSP source; none for '' or a path on this origin (`'self'` covers it). */
function sourceOf(url: string, what: string): string[] {
  if (url === '' || url.startsWith('/')) return [];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Content-Security-Policy: ${what} "${url}" is not an absolute URL or a path`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`Content-Security-Policy: ${what} "${url}" is not http or https`);
  return [parsed.origin];
}

/**
 * The origins the configuration points at: API, images (the CDN's when no image base replaces it), the
 * photo widget's script, the cloud video player's streams and the YouTube embed.
 */
export function policySources(hosts: PolicyHosts): {
  api: string[];
  images: string[];
  widgetScripts: string[];
  video: string[];
  frames: string[];
  experimentation: string[];
} {
  return {
    api: sourceOf(hosts.apiBaseUrl, 'apiBaseUrl'),
    images: sourceOf(hosts.imageBaseUrl ?? IMAGE_CDN_ORIGIN, 'imageBaseUrl'),
    widgetScripts: sourceOf(hosts.photoWidgetUrl ?? DEFAULT_PHOTO_WIDGET_URL, 'photoWidgetUrl'),
    video: sourceOf(hosts.cloudVideoUrl ?? DEFAULT_CLOUD_VIDEO_URL, 'cloudVideoUrl'),
    frames: [YOUTUBE_EMBED_ORIGIN],
    experimentation: experimentationOrigins(hosts.experimentationBaseUrl).flatMap((url) =>
      sourceOf(url, 'experimentationBaseUrl'),
    ),
  };
}

/** Where violations are reported: the API's reportCspViolation (POST /fapi/csp/report). */
export const cspReportUrl = (apiBaseUrl: string): string => {
  const path = operationTable.reportCspViolation.split(' ')[1] as `/${string}`;
  return callUrl(apiBaseUrl, { path }, undefined, undefined);
};

/** The directives, in order, each with its sources. */
export function policyDirectives(hosts: PolicyHosts, delivery: PolicyDelivery): [string, ...string[]][] {
  const { api, images, widgetScripts, video, frames, experimentation } = policySources(hosts);
  const unique = (...sources: string[]) => [...new Set(sources)];
  const directives: [string, ...string[]][] = [
    // Anything not named below (fonts, workers, manifests) is refused.
    ['default-src', "'none'"],
    // The photo widget's script loads only when a gallery block needs it (its host, never 'unsafe-eval').
    ['script-src', ...unique("'self'", ...widgetScripts)],
    // React's style props are set through the CSSOM, which style-src does not govern; CSS is files only.
    ['style-src', "'self'"],
    ['img-src', ...unique("'self'", ...images)],
    // hls.js fetches the cloud player's playlists and segments, then plays them from a MediaSource (blob:);
    // the experimentation SDK fetches its datafile and segments and sends its events.
    ['connect-src', ...unique("'self'", ...api, ...images, ...video, ...experimentation)],
    // The content's own videos (the default player) and the cloud player's stream.
    ['media-src', ...unique("'self'", CONTENT_VIDEO_ORIGIN, ...video, 'blob:')],
    // The click-to-load YouTube player, on its privacy-enhanced host.
    ['frame-src', ...frames],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  if (delivery === 'header') {
    directives.push(['frame-ancestors', "'none'"], ['report-uri', cspReportUrl(hosts.apiBaseUrl)]);
  }
  return directives;
}

/** The policy as the Content-Security-Policy header or the meta tag's content. */
export function contentSecurityPolicy(hosts: PolicyHosts, delivery: PolicyDelivery): string {
  return policyDirectives(hosts, delivery)
    .map((directive) => directive.join(' '))
    .join('; ');
}
