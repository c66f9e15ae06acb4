import type { CSSProperties } from 'react';
import type { SpacerBlock as SpacerBlockData } from '../../../../../contracts/entities/content-blocks-media';
import type { BlockOfType, BlockProps } from '../block-props';
import styles from './spacer-block.module.css';

type SpacerSize = NonNullable<SpacerBlockData['size']['small']>;

/** The height of each size the contract allows (the theme's spacing steps). */
export const SPACER_HEIGHTS: Readonly<Record<SpacerSize, string>> = {
  none: '0',
  xs: 'var(--space-2, 0.5rem)',
  sm: 'var(--space-4, 1rem)',
  md: 'var(--space-8, 2rem)',
  lg: 'var(--space-12, 3rem)',
  xl: 'var(--space-16, 4rem)',
};

/** Sizes per breakpoint: a missing one takes the next smaller size's (as media do), none when no size at all. */
export function spacerSizes(size: SpacerBlockData['size']): Record<'small' | 'medium' | 'large', SpacerSize> {
  const small = size.small ?? 'none';
  const medium = size.medium ?? small;
  return { small, medium, large: size.large ?? medium };
}

/** Vertical space between blocks, per breakpoint; nothing to read or reach. */
export default function SpacerBlock({ block }: BlockProps<BlockOfType<'spacer'>>) {
  const sizes = spacerSizes(block.size);
  const style = {
    '--spacer-small': SPACER_HEIGHTS[sizes.small],
    '--spacer-medium': SPACER_HEIGHTS[sizes.medium],
    '--spacer-large': SPACER_HEIGHTS[sizes.large],
  } as CSSProperties;
  return (
    <div
      className={styles.spacer}
      style={style}
      aria-hidden="true"
      data-sizes={`${sizes.small} ${sizes.medium} ${sizes.large}`}
    />
  );
}
