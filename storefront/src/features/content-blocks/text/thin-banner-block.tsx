import type { ComponentType } from 'react';
import type { IconProps } from '../../../ui/icons/icon';
import { AlertIcon, CheckIcon, InfoIcon, StoreIcon, TruckIcon } from '../../../ui/icons/icons';
import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { CtaButtons } from '../cta-buttons';
import { RichText } from './rich-text';
import styles from './thin-banner-block.module.css';

/** The icons a thin banner may name (the CMS's names); another name shows no icon rather than a wrong one. */
const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  truck: TruckIcon,
  shipping: TruckIcon,
  store: StoreIcon,
  info: InfoIcon,
  check: CheckIcon,
  alert: AlertIcon,
};

/** A one-line message strip across the page: an optional icon, the rich text, its links. */
export default function ThinBannerBlock({ block }: BlockProps<BlockOfType<'thinBanner'>>) {
  const Icon = block.icon ? ICONS[block.icon.toLowerCase()] : undefined;
  return (
    <section
      className={styles.banner}
      data-align={block.alignment ?? 'center'}
      aria-label={block.title}
      style={blockColorStyle(block.colors)}
    >
      {Icon ? <Icon className={styles.icon} /> : null}
      {block.richText ? <RichText html={block.richText} className={styles.text} /> : null}
      <CtaButtons targets={block.targets ?? []} size="md" className={styles.links} />
    </section>
  );
}
