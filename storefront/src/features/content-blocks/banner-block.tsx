import { useId } from 'react';
import styles from './banner-block.module.css';
import type { BlockOfType, BlockProps } from './block-props';
import { blockColorStyle } from './block-style';
import { ContentMedia } from './content-media';
import { CtaButtons } from './cta-buttons';

/** A promotional banner: media with its title, subtitle and buttons over it or below it. */
export function BannerBlock({ block, priority }: BlockProps<BlockOfType<'banner'>>) {
  const titleId = useId();
  const Title = priority ? 'h1' : 'h2';
  return (
    <section
      className={styles.banner}
      data-text={block.textPosition}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      <ContentMedia media={block.media} priority={priority} className={styles.media} />
      <div className={styles.content}>
        {block.title ? (
          <Title id={titleId} className={styles.title}>
            {block.title}
          </Title>
        ) : null}
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        <CtaButtons targets={block.targets ?? []} size="md" />
      </div>
    </section>
  );
}
