import type { RefObject } from 'react';
import { useIntl } from '../../../i18n/intl';
import styles from './upsell-block.module.css';

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
 * Previous / next for a scroll-snap list (hidden on small screens, where the list is swiped). A stand-in
 * until the layout group's carousel (layout/carousel.tsx) lands: the upsell should then use that.
 */
export function ScrollSnapArrows({ listRef }: { listRef: RefObject<HTMLUListElement | null> }) {
  const intl = useIntl();
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={intl.formatMessage({ id: 'contentBlocks.upsell.previous' })}
        onClick={() => scroll(-1)}
      >
        <Arrow direction="left" />
      </button>
      <button
        type="button"
        className={styles.arrow}
        aria-label={intl.formatMessage({ id: 'contentBlocks.upsell.next' })}
        onClick={() => scroll(1)}
      >
        <Arrow direction="right" />
      </button>
    </div>
  );
}
