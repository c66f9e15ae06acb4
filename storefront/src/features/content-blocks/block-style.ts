import type { CSSProperties } from 'react';
import type { BlockColors } from '../../../../contracts/entities/content-media';

/** A block's CMS colours as custom properties its CSS reads (absent ones keep the theme). */
export function blockColorStyle(colors: BlockColors | undefined): CSSProperties | undefined {
  if (!colors) return undefined;
  const entries = Object.entries(colors).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([name, value]) => [`--block-${name}`, value])) as CSSProperties;
}
