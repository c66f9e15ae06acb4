import { useId, useState } from 'react';
import type { FlagInput } from '../../commerce/product';
import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { RadioGroup } from '../../ui/field/radio-group';
import styles from './reviews.module.css';
import { useFlagReview } from './use-reviews';

type Reason = FlagInput['reason'];
const REASONS: readonly Reason[] = ['inappropriate', 'spam', 'offTopic', 'notAboutProduct', 'other'];

/** "Report" opens a small inline form asking why (the flag call needs a reason), then thanks the shopper. */
export function ReviewFlag({ productId, reviewId }: { productId: string; reviewId: string }) {
  const intl = useIntl();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('inappropriate');
  const flag = useFlagReview(productId, reviewId);

  if (flag.isSuccess) {
    return (
      <p className={styles.muted} role="status">
        <FormattedMessage id="reviews.report.done" />
      </p>
    );
  }
  if (!open) {
    return (
      <Button type="button" variant="link" size="sm" onClick={() => setOpen(true)}>
        <FormattedMessage id="reviews.report" />
      </Button>
    );
  }
  return (
    <form
      className={styles.flagForm}
      onSubmit={(event) => {
        event.preventDefault();
        flag.mutate({ reason });
      }}
    >
      <RadioGroup
        legend={<FormattedMessage id="reviews.report.legend" />}
        name={name}
        value={reason}
        onChange={(value) => setReason(value as Reason)}
        options={REASONS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `reviews.report.reason.${value}` }),
        }))}
        {...(flag.isError ? { error: errorMessage(intl, flag.error) } : {})}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="sm" loading={flag.isPending}>
          <FormattedMessage id="reviews.report.send" />
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          <FormattedMessage id="reviews.report.cancel" />
        </Button>
      </div>
    </form>
  );
}
