import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

/** A grey placeholder while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ width = '100%', height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
