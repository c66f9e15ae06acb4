import { FormattedMessage } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import styles from './product-page.module.css';

/** A failed load that is not "no such product": a friendly message and a retry, never a stack trace. */
export function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.page}>
      <Banner
        tone="error"
        title={<FormattedMessage id="product.error.title" />}
        action={
          <Button type="button" variant="secondary" loading={retrying} onClick={onRetry}>
            <FormattedMessage id="product.error.retry" />
          </Button>
        }
      >
        <FormattedMessage id="product.error.body" />
      </Banner>
    </div>
  );
}
