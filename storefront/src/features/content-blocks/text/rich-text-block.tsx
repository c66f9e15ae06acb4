import { useId } from 'react';
import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { CtaButtons } from '../cta-buttons';
import { RichText } from './rich-text';
import styles from './rich-text-block.module.css';

/** Editorial text: an optional title and subtitle, the sanitised rich text, the block's links. */
export default function RichTextBlock({ block }: BlockProps<BlockOfType<'richText'>>) {
  const titleId = useId();
  return (
    <section
      className={styles.block}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      {block.title ? (
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <RichText html={block.richText} />
      <CtaButtons targets={block.targets ?? []} size="md" />
    </section>
  );
}
