import type { RecommendedProduct } from '../../commerce/content';
import { Picture } from '../../ui/image/picture';
import { Link } from '../../ui/link/link';
import { PriceDisplay } from '../../ui/price/price-display';
import { Rating } from '../../ui/rating/rating';
import { recommendationPrice } from './recommendation-price';
import styles from './recommendation-tile.module.css';

/**
 * A recommended product: picture, name (the one link, stretched over the tile), price and rating. The
 * picture repeats the name, so it is decorative.
 */
export function RecommendationTile({ product }: { product: RecommendedProduct }) {
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        <Picture
          src={product.image.src}
          alt=""
          width={424}
          height={530}
          sizes="(min-width: 64rem) 26.5rem, 19.25rem"
          className={styles.image}
        />
      </div>
      <h3 className={styles.name}>
        <Link to={product.url} className={styles.link}>
          {product.title}
        </Link>
      </h3>
      <PriceDisplay price={recommendationPrice(product)} size="sm" />
      {product.rating.showScore ? <Rating value={product.rating.score} size="sm" /> : null}
    </article>
  );
}
