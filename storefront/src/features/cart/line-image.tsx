/**
 * A cart line's product image. A plain <img> until the design system's Picture (ui/image/picture.tsx,
 * which rewrites CDN URLs to the offline image route) lands; swap it in here only.
 */
export function LineImage({ src, alt, size = 96 }: { src: string | undefined; alt: string; size?: number }) {
  if (!src) return <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />;
  return <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
