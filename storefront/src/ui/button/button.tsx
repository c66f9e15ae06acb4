import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label (an icon component from ui/icons). */
  icon?: ReactNode;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, CommonProps {
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. The label stays for the name. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: CommonProps & { className?: string | undefined }): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  loading = false,
  type = 'button',
  className,
  children,
  disabled,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      aria-busy={loading || undefined}
      // aria-disabled (not disabled) while loading keeps focus on the button.
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      <span className={loading ? styles.loadingLabel : undefined}>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, CommonProps {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button (navigation, not an action). For in-app routes prefer react-router's
 * <Link className={buttonClassName({...})}> so navigation stays client-side.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ref,
  ...rest
}: ButtonLinkProps) {
  return (
    <a ref={ref} className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
