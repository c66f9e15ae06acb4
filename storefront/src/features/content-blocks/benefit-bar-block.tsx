import { useState } from 'react';
import { useIntl } from '../../i18n/intl';
import styles from './benefit-bar-block.module.css';
import type { BlockOfType, BlockProps } from './block-props';
import { ContentLink } from './content-link';
import { plainText } from './plain-text';

/** Closed benefit bars, by block id: closing is remembered (spec 001 section 2). */
const CLOSED_BENEFIT_BARS_KEY = 'storefront.benefitBars.closed';

function closedBars(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLOSED_BENEFIT_BARS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberClosed(id: string): void {
  try {
    localStorage.setItem(CLOSED_BENEFIT_BARS_KEY, JSON.stringify([...new Set([...closedBars(), id])]));
  } catch {
    // Storage refused: the bar stays closed for this page's life.
  }
}

/**
 * The benefit bar: short benefits in a row (a swipeable row on small screens), each with its link; the
 * shopper may close it. Shown all at once rather than rotating, so nothing moves on its own.
 */
export function BenefitBarBlock({ block }: BlockProps<BlockOfType<'benefitBar'>>) {
  const intl = useIntl();
  const [closed, setClosed] = useState(() => closedBars().includes(block.id));
  if (closed) return null;
  return (
    <aside className={styles.bar} aria-label={intl.formatMessage({ id: 'contentBlocks.benefits' })}>
      <ul className={styles.items}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span>{plainText(item.richText)}</span>
            {item.target ? (
              <ContentLink
                href={item.target.url}
                newTab={item.target.targetAttribute === '_blank'}
                aria-label={item.target.ariaLabel}
                className={styles.link}
              >
                {item.target.label}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
      {block.closable ? (
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'contentBlocks.benefits.close' })}
          onClick={() => {
            rememberClosed(block.id);
            setClosed(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </aside>
  );
}
