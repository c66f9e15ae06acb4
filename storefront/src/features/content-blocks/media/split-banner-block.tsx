import { useId } from 'react';
import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { ContentMedia } from '../content-media';
import { CtaButtons } from '../cta-buttons';
import { RichText } from '../text/rich-text';
import styles from './split-banner-block.module.css';

/**
 * Media beside text (spec 001 section 2, split banner): the media on the left or right from medium screens
 * up, above the text on small ones; title, subtitle, rich text and the call-to-action buttons.
 */
export default function SplitBannerBlock({ block, priority }: BlockProps<BlockOfType<'splitBanner'>>) {
  const titleId = useId();
  const Title = priority ? 'h1' : 'h2';
  return (
    <section
      className={styles.split}
      data-media={block.mediaPosition}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      <ContentMedia
        media={block.media}
        priority={priority}
        sizes="(min-width: 90rem) 720px, (min-width: 48rem) 50vw, 100vw"
        className={styles.media}
      />
      <div className={styles.content}>
        {block.title ? (
          <Title id={titleId} className={styles.title}>
            {block.title}
          </Title>
        ) : null}
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.richText ? <RichText html={block.richText} className={styles.text} /> : null}
        <CtaButtons targets={block.targets ?? []} size="md" />
      </div>
    </section>
  );
}
