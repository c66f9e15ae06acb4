import { useId, useState } from 'react';
import type { BlockOfType, BlockProps } from './block-props';
import { blockColorStyle } from './block-style';
import { ContentLink } from './content-link';
import { ContentMedia } from './content-media';
import { CtaButtons } from './cta-buttons';
import styles from './hero-block.module.css';
import { heroColumns } from './hero-layout';
import { HeroLinkPreview } from './hero-link-preview';
import { useReducedMotion } from './media/use-reduced-motion';
import { RichText } from './text/rich-text';

type HeroBlock = BlockOfType<'heroBelowMedia' | 'heroProductOverlay'>;

/** The product-overlay picture's sizes (spec 001 section 2): 196x343 small, 271x467 medium, 344x538 large. */
const OVERLAY_SIZES = '(min-width: 64rem) 344px, (min-width: 48rem) 271px, 196px';

/**
 * Both hero variants (spec 001 section 2): below-media (text under the picture) and product-overlay (text
 * over the picture, a product cut-out beside it). Eyebrow, title with optional link, subtitle, rich text,
 * CTA buttons only when the link type is cta, the caption at the top or bottom of the media, the gradient
 * overlay (full 35%, focused 50%), one or two media columns per breakpoint, alignment, and the link preview
 * (hovering or focusing a link fades its media in; no fade with reduced motion). The priority hero's title is
 * the page's h1 and its media the page's LCP image.
 */
export function HeroBlock({ block, priority }: BlockProps<HeroBlock>) {
  const titleId = useId();
  const reducedMotion = useReducedMotion();
  const [previewIndex, setPreviewIndex] = useState<number | undefined>();
  const overlay = block.type === 'heroProductOverlay';
  const align = block.alignment ?? (overlay ? 'left' : 'center');
  const columns = heroColumns(block);
  const twoColumns = Object.values(columns).includes(2);
  const preview = previewIndex === undefined ? undefined : block.linkPreview?.[previewIndex];
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
      <div
        className={styles.mediaArea}
        data-columns-small={columns.small}
        data-columns-medium={columns.medium}
        data-columns-large={columns.large}
      >
        <ContentMedia media={block.media} priority={priority} className={styles.media} />
        {twoColumns && block.secondaryMedia ? (
          <ContentMedia media={block.secondaryMedia} className={`${styles.media} ${styles.secondary}`} />
        ) : null}
        {preview ? (
          <div key={previewIndex} className={styles.preview} data-fade={reducedMotion ? 'none' : 'fade'}>
            <ContentMedia media={preview.media} className={styles.previewMedia} />
          </div>
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
            sizes={OVERLAY_SIZES}
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
        {block.richText ? <RichText html={block.richText} className={styles.richText} /> : null}
        {block.linkPreview?.length ? (
          <HeroLinkPreview items={block.linkPreview} onPreview={setPreviewIndex} />
        ) : null}
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
