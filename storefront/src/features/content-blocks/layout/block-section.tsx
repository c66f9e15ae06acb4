import { createContext, type ReactNode, use, useId } from 'react';
import type { BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import styles from './block-section.module.css';

/** True inside a collection: the blocks it holds title their sections one level down (h3). */
export const InCollection = createContext(false);

/**
 * The frame the layout blocks share: a section named by its title (an h2, the h1 on the page's priority
 * block), the optional subtitle, the block's colours, and the page container's width.
 */
export function BlockSection({
  block,
  priority,
  className,
  children,
}: Pick<BlockProps, 'block' | 'priority'> & { className?: string; children: ReactNode }) {
  const titleId = useId();
  const nested = use(InCollection);
  const Heading = nested ? 'h3' : priority ? 'h1' : 'h2';
  const alignment = block.alignment ? styles[block.alignment] : undefined;
  return (
    <section
      className={[styles.section, alignment, className].filter(Boolean).join(' ')}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      {block.title ? (
        <Heading id={titleId} className={styles.title}>
          {block.title}
        </Heading>
      ) : null}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      {children}
    </section>
  );
}
