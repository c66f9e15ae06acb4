import { useId } from 'react';
import { useIntl } from '../../i18n/intl';
import styles from './rating.module.css';

export interface RatingProps {
  /** 0 to 5, fractions drawn as a partly filled star. */
  value: number;
  /** Review count; shown after the stars when given. */
  count?: number;
  size?: 'sm' | 'md';
  /** Show the "(123)" count text next to the stars (default true when count is given). */
  showCount?: boolean;
}

/** A 24x24 star with its left edge at x. */
const star = (x: number) =>
  `M${x + 12} 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L${x + 12} 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L${x + 12} 2.5z`;
/** The five stars as one path: two SVG elements per rating instead of ten (a listing draws one per tile). */
const STARS = [0, 24, 48, 72, 96].map(star).join('');

/** Five stars in one SVG with a clip for the fraction; one accessible name for the whole (role="img"). */
export function Rating({ value, count, size = 'md', showCount = true }: RatingProps) {
  const intl = useIntl();
  const clipId = useId();
  const clamped = Math.min(5, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'ui.rating.label' }, { value: rounded })
      : intl.formatMessage({ id: 'ui.rating.labelWithCount' }, { value: rounded, count });
  const width = 24 * 5;
  return (
    <span className={`${styles.rating} ${styles[size]}`}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${width} 24`} className={styles.stars}>
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={(clamped / 5) * width} height="24" />
          </clipPath>
        </defs>
        <path d={STARS} className={styles.empty} />
        <path d={STARS} clipPath={`url(#${clipId})`} className={styles.filled} />
      </svg>
      {count !== undefined && showCount ? (
        <span className={styles.count} aria-hidden="true">
          {intl.formatMessage({ id: 'ui.rating.count' }, { count })}
        </span>
      ) : null}
    </span>
  );
}
