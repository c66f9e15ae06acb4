import type { MediaPerSize } from '../../../../../contracts/entities/content-media';
import { imageUrl } from '../../../ui/image/image-url';

type VideoMedia = Extract<MediaPerSize['small'], { type: 'video' }>;

/** Where each content size starts (tokens.css: tablet 48rem, desktop 64rem), largest first. */
const SIZES = [
  ['large', '(min-width: 64rem)'],
  ['medium', '(min-width: 48rem)'],
  ['small', undefined],
] as const;

/** The video sources per breakpoint, largest first (a <source media> each; the small one has none). */
export function videoSources(media: MediaPerSize): { url: string; media: string | undefined }[] {
  const seen = new Set<string>();
  return SIZES.flatMap(([size, query]) => {
    const item = media[size];
    if (item?.type !== 'video' || seen.has(item.url)) return [];
    seen.add(item.url);
    return [{ url: item.url, media: query }];
  });
}

/** The poster through the image server (the configured base, the spec's image parameters). */
export function posterUrl(media: MediaPerSize, imageBase: string | undefined): string | undefined {
  const item: VideoMedia | undefined = [media.large, media.medium, media.small].find(
    (m): m is VideoMedia => m?.type === 'video' && m.poster !== undefined,
  );
  if (!item?.poster) return undefined;
  // Shown at most the container's width; the image server gets the spec's double size.
  return imageUrl(item.poster, { width: item.width ?? 1280, height: item.height ?? 720 }, imageBase);
}
