import type { BlockOfType } from '../block-props';
import { ContentMedia } from '../content-media';
import { CtaButtons } from '../cta-buttons';
import { RichText } from '../text/rich-text';
import styles from './dialogs.module.css';
import { EventSignUp } from './event-sign-up';
import { NewsletterForm } from './newsletter-form';

export type DialogBlockContent = BlockOfType<'dialog'>;

/**
 * What a dialog block holds below its title (spec 001 section 2 "Dialog block"): the subtitle, the media
 * in the body when placed there, rich text, buttons, the text below them, and its form (the newsletter or
 * the event sign-up).
 */
export function DialogBlockBody({
  block,
  titled,
}: {
  readonly block: DialogBlockContent;
  readonly titled: boolean;
}) {
  const { form } = block;
  return (
    <>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      {block.media && block.mediaPlacement === 'body' ? (
        <ContentMedia
          media={block.media}
          className={styles.bodyMedia}
          sizes="(min-width: 48rem) 40rem, 100vw"
        />
      ) : null}
      {block.richText ? <RichText html={block.richText} className={styles.richText} /> : null}
      <CtaButtons targets={block.targets ?? []} size="md" />
      {block.textBelowButtons ? <RichText html={block.textBelowButtons} className={styles.below} /> : null}
      {form?.variant === 'newsletter' ? (
        <NewsletterForm
          heading={form.heading}
          subheading={form.subheading}
          submitLabel={form.submitLabel}
          headingLevel={titled ? 3 : 2}
        />
      ) : null}
      {form?.variant === 'eventSignUp' ? <EventSignUp event={form.event} /> : null}
    </>
  );
}
