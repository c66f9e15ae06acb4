import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import styles from './reviews.module.css';
import type { useReviewTranslation } from './use-review-translation';

/** "Translate" on a review in another language; then "Show original" and back, with the failure if any. */
export function ReviewTranslation({ translation }: { translation: ReturnType<typeof useReviewTranslation> }) {
  const intl = useIntl();
  if (!translation.offered) return null;
  const { translate } = translation;
  const label = !translate.data
    ? 'reviews.translate'
    : translation.translated
      ? 'reviews.translate.original'
      : 'reviews.translate.again';
  return (
    <p className={styles.translation}>
      {translation.translated ? (
        <span className={styles.muted}>
          <FormattedMessage id="reviews.translate.note" />
        </span>
      ) : null}
      <Button
        type="button"
        variant="link"
        size="sm"
        loading={translate.isPending}
        aria-pressed={translate.data ? translation.translated : undefined}
        onClick={translation.toggle}
      >
        <FormattedMessage id={label} />
      </Button>
      {translate.isError ? (
        <span role="alert" className={styles.translationError}>
          {errorMessage(intl, translate.error)}
        </span>
      ) : null}
    </p>
  );
}
