import { useEffect, useRef } from 'react';
import {
  offlineThreeDsProvider,
  type ThreeDsChallenge,
  type ThreeDsProvider,
} from '../../../commerce/checkout/three-ds-provider';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Dialog } from '../../../ui/dialog/dialog';
import { Spinner } from '../../../ui/spinner/spinner';
import styles from './order.module.css';

export interface ThreeDsDialogProps {
  readonly challenge: ThreeDsChallenge;
  /** The challenge result (base64 threeDS2Result) to patch the order with. */
  readonly onResult: (threeDS2Result: string) => void;
  readonly onClose: () => void;
  /** True while the order patch runs. */
  readonly verifying?: boolean;
  readonly provider?: ThreeDsProvider;
}

/**
 * The three-ds challenge dialog (spec 000 sections 2 and 4): the provider runs the bank's challenge in
 * the dialog (offline, the stand-in page with Approve and Fail), then the order is patched with its result.
 */
export function ThreeDsDialog({
  challenge,
  onResult,
  onClose,
  verifying = false,
  provider = offlineThreeDsProvider,
}: ThreeDsDialogProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const abort = new AbortController();
    const texts = {
      heading: intl.formatMessage({ id: 'order.threeDs.pageHeading' }),
      intro: intl.formatMessage({ id: 'order.threeDs.pageIntro' }),
      approve: intl.formatMessage({ id: 'order.threeDs.approve' }),
      fail: intl.formatMessage({ id: 'order.threeDs.fail' }),
    };
    provider.run(challenge, element, texts, abort.signal).then(
      (result) => onResultRef.current(result),
      () => undefined, // aborted: the dialog closed
    );
    // The page renders outside React: move focus into it, as a dialog opening on it would.
    element.querySelector('button')?.focus();
    return () => abort.abort();
  }, [challenge, provider, intl]);

  return (
    <Dialog
      title={intl.formatMessage({ id: 'order.threeDs.title' })}
      onClose={verifying ? () => undefined : onClose}
      closeOnBackdrop={false}
    >
      <p>
        <FormattedMessage id="order.threeDs.intro" />
      </p>
      <div ref={container} className={styles.challenge} hidden={verifying} />
      {verifying ? (
        <p role="status">
          <Spinner size="sm" decorative /> <FormattedMessage id="order.threeDs.checking" />
        </p>
      ) : null}
    </Dialog>
  );
}
