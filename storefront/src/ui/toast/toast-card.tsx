import { useIntl } from '../../i18n/intl';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import styles from './toast.module.css';
import type { Toast } from './toast-queue';

const TONE_ICON = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, error: AlertIcon } as const;

/** One toast: its tone's icon, title, message, action and dismiss button. Its own chunk (toaster.tsx). */
export default function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
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
