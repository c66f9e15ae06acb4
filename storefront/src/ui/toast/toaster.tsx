import { useIntl } from '../../i18n/intl';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import styles from './toast.module.css';
import type { Toast } from './toast-queue';
import { type ToastStore, toastStore, useToasts } from './toast-store';

const TONE_ICON = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, error: AlertIcon } as const;

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const intl = useIntl();
  const Icon = TONE_ICON[toast.tone];
  return (
    <li className={`${styles.toast} ${styles[toast.tone]}`}>
      <Icon className={styles.icon} />
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
        {toast.action ? (
          <Button
            variant="link"
            size="sm"
            className={styles.action}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </div>
      <IconButton label={intl.formatMessage({ id: 'ui.toast.dismiss' })} size="sm" onClick={onDismiss}>
        <CloseIcon size="sm" />
      </IconButton>
    </li>
  );
}

/**
 * The toast stack. Two live regions that always exist (so screen readers pick up what is added): polite
 * status for most toasts, alert for errors.
 */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const intl = useIntl();
  const { toasts, dismiss } = useToasts(store);
  const errors = toasts.filter((t) => t.tone === 'error');
  const others = toasts.filter((t) => t.tone !== 'error');
  const label = intl.formatMessage({ id: 'ui.toast.region' });
  return (
    <section className={styles.toaster} aria-label={label}>
      {/* The live regions wrap the lists: a list may not take the alert or status role itself. */}
      <div role="alert">
        <ul className={styles.list}>
          {errors.map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className={styles.list}>
          {others.map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
          ))}
        </ul>
      </div>
    </section>
  );
}
