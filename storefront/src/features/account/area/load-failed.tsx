import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';

export interface LoadFailedProps {
  /** What could not be loaded ("Profile not loaded", ...). */
  readonly title: string;
  readonly retryLabel: string;
  /** The failure; its catalogue text is the notice's body. */
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** An account page whose data did not load: what failed, why (the catalogue's text) and a retry. */
export function LoadFailed({ title, retryLabel, error, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <Banner
      tone="error"
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {errorMessage(intl, error)}
    </Banner>
  );
}
