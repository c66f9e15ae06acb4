import type { RecommendedProduct } from '../../commerce/content';
import { useIntl } from '../../i18n/intl';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { Picture } from '../../ui/image/picture';
import { Link } from '../../ui/link/link';
import { PriceDisplay } from '../../ui/price/price-display';
import { Rating } from '../../ui/rating/rating';
import { recommendationPrice } from './recommendation-price';
import styles from './recommendation-tile.module.css';

/**
 * A recommended product: picture, name (the one link, stretched over the tile), price and rating. The
 * picture repeats the name, so it is decorative. With `quickShop`, the listing's quick shop opens from a
 * button above the stretched link (choose colour and size, add to the cart).
 */
export function RecommendationTile({
  product,
  quickShop = false,
  onChoose,
}: {
  product: RecommendedProduct;
  quickShop?: boolean;
  /** Called when the shopper follows the tile's link (the recommendation click). */
  onChoose?: () => void;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
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
        {quickShop ? (
          <button
            type="button"
            className={styles.quickShop}
            aria-label={intl.formatMessage(
              { id: 'contentBlocks.recommendations.quickShopFor' },
              { name: product.title },
            )}
            onClick={() => dialogs.open('quickshop', { productId: product.id })}
          >
            {intl.formatMessage({ id: 'contentBlocks.recommendations.quickShop' })}
          </button>
        ) : null}
      </div>
      <h3 className={styles.name}>
        <Link to={product.url} className={styles.link} onClick={onChoose}>
          {product.title}
        </Link>
      </h3>
      <PriceDisplay price={recommendationPrice(product)} size="sm" />
      {product.rating.showScore ? <Rating value={product.rating.score} size="sm" /> : null}
    </article>
  );
}
