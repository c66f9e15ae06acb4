import { Espot } from '../features/content-blocks/espot/espot';
import { NotFoundPage } from './not-found-page';
import styles from './not-found-with-content.module.css';

/**
 * The not-found page with the error-4xx content below its message (spec 001 section 2): the page of the
 * catch-all, category, account and sign-up routes. The shell's and the product page's not-found pages go
 * without it (their JavaScript budgets; an unsupported locale names no content site anyway).
 */
export function NotFoundWithContent() {
  return (
    <NotFoundPage
      content={
        <div className={styles.content}>
          <Espot slug="error-4xx" pageType="other" />
        </div>
      }
    />
  );
}
