import { memo } from 'react';
import type { ProductSearchAnswer } from '../../commerce/catalogue';
import { useIntl } from '../../i18n/intl';
import { Badge } from '../../ui/badge/badge';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { Picture } from '../../ui/image/picture';
import { Link } from '../../ui/link/link';
import { PriceDisplay } from '../../ui/price/price-display';
import { Rating } from '../../ui/rating/rating';
import styles from './product-tile.module.css';

export type TileProduct = ProductSearchAnswer['products'][number];

export interface ProductTileProps {
  product: TileProduct;
  /** Images of the first row load eagerly (they are the largest content in view). */
  priority?: boolean;
  /** Heading level of the name inside the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * A product in a grid. The name's link stretches over the tile (one link, no nested controls); the
 * quick-shop button is its sibling, above the stretched area. Memoised: when the grid adds the tiles
 * after its first rows, the ones already on screen (same product object) do not render again.
 */
export const ProductTile = memo(function ProductTile({
  product,
  priority = false,
  headingLevel = 3,
}: ProductTileProps) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const image = product.images[0];
  const colorCount = product.colors?.length ?? 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {image ? (
          <Picture
            src={image.url}
            alt=""
            width={480}
            height={600}
            priority={priority}
            className={styles.image}
          />
        ) : null}
        {product.badge ? (
          <Badge tone="brand" className={styles.badge}>
            {product.badge}
          </Badge>
        ) : null}
        <button
          type="button"
          className={styles.quickShop}
          aria-label={intl.formatMessage({ id: 'catalogue.tile.quickShopFor' }, { name: product.name })}
          onClick={() => dialogs.open('quickshop', { productId: product.id })}
        >
          {intl.formatMessage({ id: 'catalogue.tile.quickShop' })}
        </button>
      </div>
      <div className={styles.body}>
        {product.eyebrow ? <p className={styles.eyebrow}>{product.eyebrow}</p> : null}
        <Heading className={styles.name}>
          <Link to={product.pdpUrl} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        <PriceDisplay price={product.price} size="sm" className={styles.price} />
        {product.reviewsCount > 0 ? (
          <Rating value={product.rating.score} count={product.reviewsCount} size="sm" />
        ) : null}
        {colorCount > 1 ? (
          <p className={styles.colors}>
            {intl.formatMessage({ id: 'catalogue.tile.colors' }, { count: colorCount })}
          </p>
        ) : null}
      </div>
    </article>
  );
});
