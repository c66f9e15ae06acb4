/**
 * Where the media blocks' third-party parts come from. A deployment overrides the two templates in its
 * runtime config (`photoWidgetUrl`, `cloudVideoUrl`); the Content-Security-Policy names their origins
 * (script-src for the widget; connect-src and media-src for the video) and the YouTube embed's (frame-src).
 */

/** The photo-gallery (user-photo and social-photo) widget script: built from container id and locale. */
export const DEFAULT_PHOTO_WIDGET_URL =
  'https://widgets.summitpeak.example/photos/{containerId}/widget.js?locale={locale}';

/** The cloud player's adaptive HLS source (Cloudinary's streaming-profile URL). */
export const DEFAULT_CLOUD_VIDEO_URL =
  'https://res.cloudinary.com/{cloudName}/video/upload/sp_auto/{publicId}.m3u8';

/** Where the content system's own videos live (the default player's sources): a media source of the CSP. */
export const CONTENT_VIDEO_ORIGIN = 'https://videos.summitpeak.example';

/** YouTube's privacy-enhanced embed host: no cookies until the shopper plays. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** `{name}` placeholders filled with URL-encoded values (a slash in a value stays a path separator). */
export function fillUrlTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value.split('/').map(encodeURIComponent).join('/');
  });
}

/** The widget script's URL for a container on a locale. */
export const photoWidgetScriptUrl = (
  template: string | undefined,
  containerId: string,
  locale: string,
): string => fillUrlTemplate(template ?? DEFAULT_PHOTO_WIDGET_URL, { containerId, locale });

/** The cloud player's HLS source for an asset. */
export const cloudVideoSource = (
  template: string | undefined,
  asset: { cloudName: string; publicId: string },
): string => fillUrlTemplate(template ?? DEFAULT_CLOUD_VIDEO_URL, asset);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id of a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/), or undefined for any other URL.
 */
export function youTubeVideoId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = parsed.pathname.split('/');
    id =
      kind === 'watch'
        ? (parsed.searchParams.get('v') ?? undefined)
        : kind === 'embed' || kind === 'shorts'
          ? rest
          : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The click-to-load embed's address: privacy-enhanced host, playing at once (the click was the consent). */
export const youTubeEmbedUrl = (videoId: string): string =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
