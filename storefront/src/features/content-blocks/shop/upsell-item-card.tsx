import type { ReactNode } from 'react';
import type { UpsellItem } from '../../../../../contracts/entities/content-blocks-commerce';
import { useSiteConfig } from '../../../config/site-config-provider';
import { Picture } from '../../../ui/image/picture';
import { PriceDisplay } from '../../../ui/price/price-display';
import { ContentLink } from '../content-link';
import { recommendationPrice } from '../recommendation-price';
import styles from './upsell-block.module.css';

/** An upsell item: picture, name (a link to the product), price, and its control (button or checkbox). */
export function UpsellItemCard({ item, control }: { item: UpsellItem; control: ReactNode }) {
  const { currency } = useSiteConfig();
  return (
    <article className={styles.item}>
      <div className={styles.media}>
        <Picture src={item.image.url} alt="" width={240} height={300} className={styles.image} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <ContentLink href={item.url} className={styles.link}>
            {item.name}
          </ContentLink>
        </h3>
        <PriceDisplay price={recommendationPrice({ price: item.price, currency })} size="sm" />
        <div className={styles.control}>{control}</div>
      </div>
    </article>
  );
}
