import type { BlockOfType, BlockProps } from '../block-props';
import { BlockSection } from './block-section';
import styles from './button-block.module.css';
import { CtaLink } from './cta-link';

/** A call-to-action button (spec 001 section 2): its size from content, else sm on small screens and md above. */
export default function ButtonBlock({ block, priority }: BlockProps<BlockOfType<'button'>>) {
  return (
    <BlockSection block={block} priority={priority} className={styles.block}>
      <CtaLink target={block.target} size={block.size} />
    </BlockSection>
  );
}
