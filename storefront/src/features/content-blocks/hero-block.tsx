import { useId } from 'react';
import type { BlockOfType, BlockProps } from './block-props';
import { blockColorStyle } from './block-style';
import { ContentLink } from './content-link';
import { ContentMedia } from './content-media';
import { CtaButtons } from './cta-buttons';
import styles from './hero-block.module.css';

type HeroBlock = BlockOfType<'heroBelowMedia' | 'heroProductOverlay'>;

/**
 * Both hero variants (spec 001 section 2): below-media (text under the picture) and product-overlay (text
 * over the picture, a product cut-out beside it). Eyebrow, title with optional link, subtitle, CTA buttons
 * only when the link type is cta, caption over the media, the gradient overlay (full 35%, focused 50%),
 * one or two media columns on large screens, alignment. The priority hero's title is the page's h1.
 */
export function HeroBlock({ block, priority }: BlockProps<HeroBlock>) {
  const titleId = useId();
  const overlay = block.type === 'heroProductOverlay';
  const align = block.alignment ?? (overlay ? 'left' : 'center');
  const twoColumns = block.layouts?.large?.mediaColumns === 2 && block.secondaryMedia !== undefined;
  const Title = priority ? 'h1' : 'h2';
  const targets = block.linkType === 'none' ? [] : (block.targets ?? []);
  return (
    <section
      className={styles.hero}
      data-variant={overlay ? 'overlay' : 'below'}
      data-align={align}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      <div className={styles.mediaArea} data-columns={twoColumns ? 2 : 1}>
        <ContentMedia media={block.media} priority={priority} className={styles.media} />
        {twoColumns && block.secondaryMedia ? (
          <ContentMedia media={block.secondaryMedia} className={`${styles.media} ${styles.secondary}`} />
        ) : null}
        {block.gradient !== 'none' ? (
          <div className={styles.gradient} data-gradient={block.gradient} aria-hidden="true" />
        ) : null}
        {block.caption ? (
          <p className={styles.caption} data-position={block.caption.position}>
            {block.caption.text}
          </p>
        ) : null}
        {block.type === 'heroProductOverlay' ? (
          <ContentMedia
            media={{
              small: { type: 'image', ...block.overlayPicture.small },
              medium: { type: 'image', ...block.overlayPicture.medium },
              large: { type: 'image', ...block.overlayPicture.large },
            }}
            sizes="(min-width: 64rem) 344px, (min-width: 48rem) 271px, 196px"
            className={styles.overlayPicture}
          />
        ) : null}
      </div>
      <div className={styles.content}>
        {block.eyebrow?.text || block.eyebrow?.logo ? (
          <p className={styles.eyebrow}>
            {block.eyebrow.logo ? (
              <img
                src={block.eyebrow.logo.url}
                alt={block.eyebrow.logo.alt}
                width={block.eyebrow.logo.width}
                height={block.eyebrow.logo.height}
                className={styles.eyebrowLogo}
              />
            ) : null}
            {block.eyebrow.text}
          </p>
        ) : null}
        {block.title ? (
          <Title id={titleId} className={styles.title}>
            {block.titleLink ? (
              <ContentLink href={block.titleLink.url} newTab={block.titleLink.targetAttribute === '_blank'}>
                {block.title}
              </ContentLink>
            ) : (
              block.title
            )}
          </Title>
        ) : null}
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        <CtaButtons
          targets={
            block.linkType === 'cta' ? targets : targets.map((t) => ({ ...t, linkType: 'link' as const }))
          }
          className={styles.ctas}
        />
      </div>
    </section>
  );
}
