import type { ContentTarget } from '../../../../../contracts/entities/content-media';
import type { ButtonSize } from '../../../ui/button/button';
import { ContentLink } from '../content-link';
import { ctaClassName } from '../cta-buttons';
import styles from './cta-link.module.css';

/**
 * One call-to-action from content, a link styled as a button (or a text link for linkType link). Without
 * a size it is sm on small screens and md from medium up (spec 001 section 9).
 */
export function CtaLink({
  target,
  index = 0,
  size,
}: {
  target: ContentTarget;
  /** Its place in a row: the first button defaults to primary, the next ones to secondary. */
  index?: number;
  size?: ButtonSize | undefined;
}) {
  const look = ctaClassName(target, index, size ?? 'md');
  const responsive = size === undefined && target.linkType === 'cta' ? styles.smallOnPhones : undefined;
  return (
    <ContentLink
      href={target.url}
      newTab={target.targetAttribute === '_blank'}
      aria-label={target.ariaLabel}
      className={[look, responsive].filter(Boolean).join(' ')}
    >
      {target.label}
    </ContentLink>
  );
}
