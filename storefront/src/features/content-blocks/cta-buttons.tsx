import type { ContentTarget } from '../../../../contracts/entities/content-media';
import { type ButtonSize, type ButtonVariant, buttonClassName } from '../../ui/button/button';
import { ContentLink } from './content-link';
import styles from './cta-buttons.module.css';

const VARIANTS: Record<NonNullable<ContentTarget['style']>, ButtonVariant> = {
  primary: 'primary',
  secondary: 'secondary',
  tertiary: 'ghost',
  text: 'link',
};

/** The look of one target: a button of its style (the first primary, the rest secondary) or a text link. */
export function ctaClassName(target: ContentTarget, index: number, size: ButtonSize): string {
  return target.linkType === 'cta'
    ? buttonClassName({ variant: VARIANTS[target.style ?? (index === 0 ? 'primary' : 'secondary')], size })
    : (styles.textLink ?? '');
}

/**
 * A block's targets: call-to-action buttons (linkType cta) or text links. They navigate, so they are links
 * styled as buttons.
 */
export function CtaButtons({
  targets,
  size = 'lg',
  className,
}: {
  targets: readonly ContentTarget[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  if (targets.length === 0) return null;
  return (
    <div className={[styles.buttons, className].filter(Boolean).join(' ')}>
      {targets.map((target, i) => {
        const look = ctaClassName(target, i, size);
        return (
          <ContentLink
            key={`${target.url}-${target.label}`}
            href={target.url}
            newTab={target.targetAttribute === '_blank'}
            aria-label={target.ariaLabel}
            className={look}
          >
            {target.label}
          </ContentLink>
        );
      })}
    </div>
  );
}
