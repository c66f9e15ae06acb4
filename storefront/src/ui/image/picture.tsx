import { useImageBase } from './image-base';
import { imageSrcSet, imageUrl } from './image-url';

export interface PictureProps {
  /** The image's URL as the data holds it (the CDN's). */
  src: string;
  /** What the image shows; '' for a decorative image. */
  alt: string;
  /** CSS pixels the image is laid out at: reserved before it loads, so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` of a responsive image; default: its width. */
  sizes?: string;
  /** The page's main image (the LCP candidate): loaded eagerly and first. */
  priority?: boolean;
  className?: string;
}

/** A catalogue or content image, through the configured image base, with the spec's image parameters. */
export function Picture({ src, alt, width, height, sizes, priority = false, className }: PictureProps) {
  const base = useImageBase();
  const size = { width, height };
  return (
    <img
      src={imageUrl(src, size, base)}
      srcSet={imageSrcSet(src, size, base)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
