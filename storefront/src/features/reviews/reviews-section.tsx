import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { Pagination } from '../../ui/pagination/pagination';
import { Spinner } from '../../ui/spinner/spinner';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';
import { REVIEWS_PAGE_SIZE, useReviews } from './use-reviews';

/** The reviews page lives in the URL (`?reviewsPage=2`) next to the colour, so it can be shared. */
const PAGE_PARAM = 'reviewsPage';

export function ReviewsSection({ productId }: { productId: string }) {
  const intl = useIntl();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);
  const query = useReviews(productId, page);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  // Another page of reviews: bring the list's start into view and focus its title (not on first render).
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    titleRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, [page]);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(target));
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}#reviews`;
  };

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title} ref={titleRef} tabIndex={-1}>
        <FormattedMessage id="reviews.title" />
      </h2>
      {query.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'reviews.loading' })} />
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="reviews.error" />{' '}
          <Button type="button" variant="link" onClick={() => void query.refetch()}>
            <FormattedMessage id="reviews.retry" />
          </Button>
        </p>
      ) : query.data.summary.count === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="reviews.none" />
        </p>
      ) : (
        <div className={styles.reviewsLayout}>
          <ReviewSummary summary={query.data.summary} />
          <div className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
            <ol className={styles.items}>
              {query.data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem productId={productId} review={review} />
                </li>
              ))}
            </ol>
            <Pagination
              page={page}
              totalPages={Math.ceil(query.data.paging.total / REVIEWS_PAGE_SIZE)}
              hrefFor={hrefFor}
              renderLink={({ href, ...rest }) => <Link to={href} preventScrollReset {...rest} />}
            />
          </div>
        </div>
      )}
    </section>
  );
}
