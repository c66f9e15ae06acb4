import { useId } from 'react';
import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { ContentMedia } from '../content-media';
import { DialogBlockBody } from './dialog-block-body';
import styles from './dialogs.module.css';

/** Picture widths per placement: the page's column at the top, a third or a half beside the text. */
const MEDIA_SIZES = {
  top: '(min-width: 64rem) 60rem, 100vw',
  leftNormal: '(min-width: 48rem) 33vw, 100vw',
  leftLarge: '(min-width: 48rem) 50vw, 100vw',
  body: '(min-width: 48rem) 40rem, 100vw',
} as const;

/**
 * The dialog block (spec 001 section 2): a panel on the page with its media at the top, on the left (normal
 * or large) or in the body, text aligned left, centre or right, and what it holds (dialog-block-body.tsx).
 * Its event sign-up opens the event dialog; the footer shows the newsletter one in a dialog of its own.
 */
export default function DialogBlock({ block, priority }: BlockProps<BlockOfType<'dialog'>>) {
  const titleId = useId();
  const Title = priority ? 'h1' : 'h2';
  const placement = block.mediaPlacement;
  return (
    <section
      className={styles.block}
      data-media={block.media ? placement : undefined}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      {block.media && placement !== 'body' ? (
        <ContentMedia
          media={block.media}
          priority={priority}
          sizes={MEDIA_SIZES[placement]}
          className={styles.media}
        />
      ) : null}
      <div className={styles.content}>
        {block.title ? (
          <Title id={titleId} className={styles.title}>
            {block.title}
          </Title>
        ) : null}
        <DialogBlockBody block={block} titled={Boolean(block.title)} />
      </div>
    </section>
  );
}
