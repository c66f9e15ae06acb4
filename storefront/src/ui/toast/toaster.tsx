import { lazy, Suspense } from 'react';
import { useIntl } from '../../i18n/intl';
import styles from './toast.module.css';
import { type ToastStore, toastStore, useToasts } from './toast-store';

// A toast's card loads with the first toast: every page carries the toaster's live regions, few show a toast.
const ToastCard = lazy(() => import('./toast-card'));

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
          <Suspense fallback={null}>
            {errors.map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
            ))}
          </Suspense>
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <ul className={styles.list}>
          <Suspense fallback={null}>
            {others.map((t) => (
              <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
            ))}
          </Suspense>
        </ul>
      </div>
    </section>
  );
}
