import type { ProductReviews } from '../../commerce/product';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { Picture } from '../../ui/image/picture';
import { Rating } from '../../ui/rating/rating';
import { ReviewFlag } from './review-flag';
import { ReviewTranslation } from './review-translation';
import styles from './reviews.module.css';
import { useReviewTranslation } from './use-review-translation';
import { useVoteReview } from './use-reviews';

type Review = ProductReviews['reviews'][number];

/** One review: stars, title, author, date, text, photos, a helpful vote (once) and a report button. */
export function ReviewItem({ productId, review }: { productId: string; review: Review }) {
  const intl = useIntl();
  const vote = useVoteReview(productId, review.id);
  const translation = useReviewTranslation(review);
  const helpful = vote.data?.helpfulVotes ?? review.helpfulVotes;
  const author = review.author.location
    ? intl.formatMessage(
        { id: 'reviews.from' },
        { name: review.author.nickname, location: review.author.location },
      )
    : review.author.nickname;
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <Rating value={review.rating} size="sm" />
        <h3 className={styles.reviewTitle} lang={translation.translated ? intl.locale : review.locale}>
          {translation.title}
        </h3>
        <p className={styles.meta}>
          <span>{intl.formatMessage({ id: 'reviews.by' }, { name: author })}</span>
          <time dateTime={review.createdAt}>
            {intl.formatDate(review.createdAt, { dateStyle: 'medium' })}
          </time>
          {review.verified ? (
            <Badge tone="success">
              <FormattedMessage id="reviews.verified" />
            </Badge>
          ) : null}
        </p>
      </header>
      <p className={styles.text} lang={translation.translated ? intl.locale : review.locale}>
        {translation.text}
      </p>
      <ReviewTranslation translation={translation} />
      {review.photos.length ? (
        <ul className={styles.photos}>
          {review.photos.map((photo) => (
            <li key={photo.url}>
              <Picture
                src={photo.url}
                alt={
                  photo.alt ?? intl.formatMessage({ id: 'reviews.photo' }, { name: review.author.nickname })
                }
                width={96}
                height={96}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={vote.isPending || vote.isSuccess}
          aria-pressed={vote.isSuccess}
          onClick={() => vote.mutate()}
        >
          <FormattedMessage id="reviews.helpful" values={{ count: helpful }} />
        </Button>
        {vote.isSuccess ? (
          <span className={styles.muted} role="status">
            <FormattedMessage id="reviews.helpful.thanks" />
          </span>
        ) : null}
        <ReviewFlag productId={productId} reviewId={review.id} />
      </div>
    </article>
  );
}
