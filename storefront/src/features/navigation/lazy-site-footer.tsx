import { Suspense, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useNearViewport } from '../../ui/viewport/use-near-viewport';
import { usePageExplored } from '../../ui/viewport/use-page-explored';
import styles from './site-footer.module.css';

const SiteFooterContent = lazyWithMessages(() => import('./site-footer'), ['footer']);

/** How far below the viewport the footer starts loading: its code, then its content call, get time to arrive. */
const FOOTER_MARGIN = '600px';

/**
 * The site footer landmark, on every page but always below the fold: what it holds (site-footer.tsx and
 * its content call) loads when the shopper nears it. `main` is at least 100vh tall, so the footer is never
 * in view before the shopper scrolls or presses a key; only then is it watched (at first, while the page's
 * content is still loading, a short `main` puts the footer within the margin of every page). A keyboard
 * user tabbing to the end of a short page finds it loaded. Until it loads, the landmark and its heading are
 * there (landmark navigation reaches it and scrolls to it), over about the space the footer takes.
 */
export function SiteFooter() {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, FOOTER_MARGIN, usePageExplored());
  const pending = <div className={styles.pending} />;
  return (
    <footer ref={ref} className={styles.footer}>
      <h2 className="visually-hidden">{intl.formatMessage({ id: 'navigation.footer.label' })}</h2>
      {near ? (
        <Suspense fallback={pending}>
          <SiteFooterContent />
        </Suspense>
      ) : (
        pending
      )}
    </footer>
  );
}
