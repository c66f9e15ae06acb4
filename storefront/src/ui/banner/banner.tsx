import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import styles from './banner.module.css';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** An action under the text (a link or button). */
  action?: ReactNode;
  className?: string;
}

const ICON = { info: InfoIcon, success: CheckIcon, warning: AlertIcon, error: AlertIcon } as const;

/**
 * The top banner / top notification (CANT_SHIP_THERE, place-order errors that are not toasts). Errors use
 * role="alert" so they are announced when they appear; the rest role="status".
 */
export function Banner({ tone = 'info', title, children, onDismiss, action, className }: BannerProps) {
  const intl = useIntl();
  const Icon = ICON[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.banner, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton label={intl.formatMessage({ id: 'ui.banner.dismiss' })} size="sm" onClick={onDismiss}>
          <CloseIcon size="sm" />
        </IconButton>
      ) : null}
    </div>
  );
}
