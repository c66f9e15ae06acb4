import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/icons';
import styles from './dialog.module.css';

const FOCUSABLE =
  '[autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogSize = 'sm' | 'md' | 'lg' | 'sheet';
/** center: a modal box; drawer-right / drawer-left: a full-height side panel (mini cart, menu). */
export type DialogVariant = 'center' | 'drawer-right' | 'drawer-left';

export interface DialogProps {
  /** The visible title; it names the dialog (aria-labelledby). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Actions pinned under the content. */
  footer?: ReactNode;
  size?: DialogSize;
  variant?: DialogVariant;
  /** Keep the title for assistive tech only. */
  hideTitle?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog> with showModal(): the browser traps focus and makes the page inert, and
 * Escape raises `cancel`, which becomes onClose. Focus returns to the element focused before opening.
 * The component is open while mounted (DialogHost mounts it); closing is the parent's job via onClose.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  variant = 'center',
  hideTitle = false,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Real browsers: showModal. Environments without it (older test DOMs) get the open attribute.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // showModal focuses the first focusable element; do it ourselves where it did not (fallback, test DOMs).
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const requestClose = () => onCloseRef.current();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={[styles.dialog, styles[size], styles[variant], className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        // Some DOMs (and older browsers) do not raise cancel on Escape; preventDefault stops a second close.
        if (event.key === 'Escape') {
          event.preventDefault();
          requestClose();
        }
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) requestClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <IconButton label={intl.formatMessage({ id: 'ui.dialog.close' })} onClick={requestClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
