import type { ContentFooter } from '../../commerce/content';

type FooterBlock = ContentFooter['components'][number];
type DialogBlock = Extract<FooterBlock, { type: 'dialog' }>;

export interface FooterNewsletter {
  /** The content's newsletter dialog block: the footer's newsletter dialog shows it. */
  readonly block: DialogBlock;
  readonly title?: string;
  readonly heading?: string;
  readonly subheading?: string;
}

/** The footer's newsletter sign-up, when its content holds a dialog block with the newsletter form. */
export function footerNewsletter(footer: Pick<ContentFooter, 'components'>): FooterNewsletter | undefined {
  const block = footer.components.find(
    (b): b is DialogBlock => b.type === 'dialog' && b.form?.variant === 'newsletter',
  );
  if (block?.form?.variant !== 'newsletter') return undefined;
  return {
    block,
    ...(block.title ? { title: block.title } : {}),
    ...(block.form.heading ? { heading: block.form.heading } : {}),
    ...(block.form.subheading ? { subheading: block.form.subheading } : {}),
  };
}
