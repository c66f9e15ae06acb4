import type { MediaPerSize } from '../../../../contracts/entities/content-media';
import { useImageBase } from '../../ui/image/image-base';
import { imageSrcSet } from '../../ui/image/image-url';
import { Picture } from '../../ui/image/picture';
import styles from './content-media.module.css';

type ImageMedia = Extract<MediaPerSize['small'], { type: 'image' }>;
const asImage = (m: MediaPerSize['small'] | undefined): ImageMedia | undefined =>
  m?.type === 'image' ? m : undefined;

/** Where each content size starts (tokens.css breakpoints: tablet 48rem, desktop 64rem). */
const FROM_MEDIUM = '(min-width: 48rem)';
const FROM_LARGE = '(min-width: 64rem)';

/**
 * Media per breakpoint, art-directed: one <picture> whose sources the browser picks by viewport, so only
 * one image downloads (medium and large fall back to the next smaller size). A video shows its poster
 * until the video block lands. `priority` marks the page's LCP image (eager, fetchpriority high).
 */
export function ContentMedia({
  media,
  priority = false,
  alt,
  sizes = '100vw',
  className,
}: {
  media: MediaPerSize;
  priority?: boolean;
  /** Overrides the content's alt text ('' when a visible title already names the picture). */
  alt?: string;
  sizes?: string;
  className?: string;
}) {
  const base = useImageBase();
  const small = asImage(media.small);
  const medium = asImage(media.medium);
  const large = asImage(media.large);
  const poster = media.small.type === 'video' ? media.small.poster : undefined;
  const src = small?.url ?? poster;
  if (!src) return null;
  const source = (image: ImageMedia | undefined, query: string) =>
    image && image.url !== src ? (
      <source
        media={query}
        sizes={sizes}
        width={image.width}
        height={image.height}
        srcSet={imageSrcSet(image.url, { width: image.width ?? 1920, height: image.height ?? 900 }, base)}
      />
    ) : null;
  return (
    <picture className={[styles.media, className].filter(Boolean).join(' ')}>
      {source(large, FROM_LARGE)}
      {source(medium, FROM_MEDIUM)}
      <Picture
        src={src}
        alt={alt ?? small?.alt ?? ''}
        width={small?.width ?? 750}
        height={small?.height ?? 940}
        sizes={sizes}
        priority={priority}
        className={styles.image}
      />
    </picture>
  );
}
