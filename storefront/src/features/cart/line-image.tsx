import { Picture } from '../../ui/image/picture';

/** A cart line's product image, square, through the image base (or a blank box of the same size). */
export function LineImage({ src, alt, size = 96 }: { src: string | undefined; alt: string; size?: number }) {
  if (!src) return <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />;
  return <Picture src={src} alt={alt} width={size} height={size} />;
}
