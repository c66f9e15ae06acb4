import { useIntl } from '../../../i18n/intl';
import type { BlockOfType, BlockProps } from '../block-props';
import { BlockSection } from './block-section';
import styles from './button-collection-block.module.css';
import { Carousel } from './carousel';
import { CtaLink } from './cta-link';

/** A row of call-to-action buttons (spec 001 section 2), wrapping, or in the carousel when content asks. */
export default function ButtonCollectionBlock({
  block,
  priority,
}: BlockProps<BlockOfType<'buttonCollection'>>) {
  const intl = useIntl();
  const keyOf = (target: (typeof block.buttons)[number], i: number) => `${target.url}-${target.label}-${i}`;
  return (
    <BlockSection block={block} priority={priority}>
      {block.isCarousel ? (
        <Carousel
          label={block.title ?? intl.formatMessage({ id: 'contentBlocks.layout.buttons' })}
          slideWidth="auto"
          slides={block.buttons.map((target, i) => ({
            key: keyOf(target, i),
            content: <CtaLink target={target} index={i} />,
          }))}
        />
      ) : (
        <ul className={styles.row}>
          {block.buttons.map((target, i) => (
            <li key={keyOf(target, i)}>
              <CtaLink target={target} index={i} />
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
