import { type CSSProperties, useId, useRef } from 'react';
import { useConsentAllows } from '../../consent/use-consent';
import { useIntl } from '../../i18n/intl';
import { useNearViewport } from '../../ui/viewport/use-near-viewport';
import type { BlockOfType, BlockProps } from './block-props';
import styles from './product-recommendations-block.module.css';
import { RecommendationTile } from './recommendation-tile';
import { useRecommendationEvents } from './use-recommendation-events';
import { useRecommendations } from './use-recommendations';

/** Recommendation carousels hydrate when within 200px of the viewport (spec 001 section 9). */
const HYDRATE_MARGIN = '200px';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A product recommendations carousel (spec 001 section 2): 3- or 6-card layout, a horizontally scrolling
 * list with snap points and previous/next buttons (hidden on small screens, where swiping scrolls). Loads
 * when near the viewport; with nothing to recommend (or a failed call) it renders nothing.
 */
export default function ProductRecommendationsBlock({
  block,
  page,
}: BlockProps<BlockOfType<'productRecommendations'>>) {
  const intl = useIntl();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const near = useNearViewport(sectionRef, HYDRATE_MARGIN);
  const query = useRecommendations(block, page, near);
  const products = query.data ?? [];
  const targetingAllowed = useConsentAllows('C0004');
  // Impressions and clicks go to the decision engine: personalised carousels, with targeting consent only.
  const chosen = useRecommendationEvents(query.data, block.source === 'personalization' && targetingAllowed);
  if (query.isSuccess && products.length === 0) return null;
  if (query.isError) return null;

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  const title = block.title ?? intl.formatMessage({ id: 'contentBlocks.recommendations.title' });

  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby={titleId}
      style={{ '--cards': block.layout === '6-card' ? 6 : 3 } as CSSProperties}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {products.length > 0 ? (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={intl.formatMessage({ id: 'contentBlocks.recommendations.previous' })}
              onClick={() => scroll(-1)}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={intl.formatMessage({ id: 'contentBlocks.recommendations.next' })}
              onClick={() => scroll(1)}
            >
              <Arrow direction="right" />
            </button>
          </div>
        ) : null}
      </div>
      {products.length > 0 ? (
        <ul ref={listRef} className={styles.list}>
          {products.map((product) => (
            <li key={product.id} className={styles.slide}>
              <RecommendationTile
                product={product}
                quickShop={block.showQuickShop}
                onChoose={() => chosen(product)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={`${styles.list} ${styles.loadingList}`} aria-busy="true">
          <li className="visually-hidden">
            {intl.formatMessage({ id: 'contentBlocks.recommendations.loading' })}
          </li>
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.slide} ${styles.placeholder}`} aria-hidden="true" />
          ))}
        </ul>
      )}
    </section>
  );
}
