import { useState } from 'react';
import type { ProductDetails } from '../../commerce/product';
import { useIntl } from '../../i18n/intl';
import { Picture } from '../../ui/image/picture';
import styles from './product-gallery.module.css';

/** Gallery image sizes (CSS pixels; the image service is asked for twice as many, spec 000 section 9). */
const MAIN = { width: 720, height: 900 };
const THUMB = { width: 80, height: 100 };

/**
 * The colour's images: one large image (the first is the page's LCP element, so it loads first and
 * eagerly) and the thumbnails as buttons that show their image. Remount it (key) when the colour changes.
 */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const images = product.images;
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <section
      className={styles.gallery}
      aria-label={intl.formatMessage({ id: 'product.gallery.label' }, { name: product.name })}
    >
      <div className={styles.main}>
        <Picture
          key={current.url}
          src={current.url}
          alt={current.alt || product.name}
          width={MAIN.width}
          height={MAIN.height}
          sizes="(min-width: 64rem) 55vw, 100vw"
          priority={index === 0}
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={intl.formatMessage({ id: 'product.gallery.thumbnails' })}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={intl.formatMessage(
                  { id: 'product.gallery.thumbnail' },
                  { index: i + 1, count: images.length },
                )}
                onClick={() => setIndex(i)}
              >
                <Picture src={image.url} alt="" width={THUMB.width} height={THUMB.height} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
