import type { ReactNode, SVGProps } from 'react';
import styles from './icon.module.css';

export type IconSize = 'sm' | 'md' | 'lg';
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: IconSize };

/** The frame every icon shares: 24x24 viewBox, currentColor stroke, hidden from assistive tech. */
export function Icon({ size = 'md', className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={[styles.icon, styles[size], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </svg>
  );
}
