import type { ReactNode } from 'react';
import styles from './product-extras.module.css';

/** A table wider than a phone scrolls in its own region, which takes keyboard focus so it can scroll (WCAG 2.1.1). */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className={styles.scroll} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
