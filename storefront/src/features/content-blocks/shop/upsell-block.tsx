import { useId, useRef, useState } from 'react';
import type { UpsellItem } from '../../../../../contracts/entities/content-blocks-commerce';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import type { BlockOfType, BlockProps } from '../block-props';
import { ScrollSnapArrows } from './scroll-snap-arrows';
import styles from './upsell-block.module.css';
import { UpsellItemCard } from './upsell-item-card';
import { useInStockItems } from './use-in-stock-items';
import { useUpsellAdd } from './use-upsell-add';

/**
 * Upsell, complete the look (spec 001 sections 2, 4, 8, 9): the in-stock items as a carousel or stacked
 * (the first `stackedCount`), each with an add-to-cart button or a checkbox for one "add selected" button.
 * A failed add shows the 'somethingWentWrong' notice with the message. Placeholders hold the place while
 * the stock is asked for; nothing shows when nothing is in stock.
 */
export default function UpsellBlock({ block }: BlockProps<BlockOfType<'upsell'>>) {
  const intl = useIntl();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const stock = useInStockItems(block.items);
  const upsell = useUpsellAdd();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const carousel = block.display === 'carousel';
  const title = block.title || intl.formatMessage({ id: 'contentBlocks.upsell.title' });
  if (!stock.ready) return <UpsellPlaceholder title={title} carousel={carousel} />;
  if (stock.items.length === 0) return null;

  const items = carousel ? stock.items : stock.items.slice(0, block.stackedCount);
  const chosen = items.filter((item) => selected.has(item.sku));
  const toggle = (item: UpsellItem) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(item.sku)) next.add(item.sku);
      return next;
    });

  const control = (item: UpsellItem) =>
    block.addMode === 'checkbox' ? (
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={selected.has(item.sku)}
          onChange={() => toggle(item)}
          aria-label={intl.formatMessage({ id: 'contentBlocks.upsell.selectFor' }, { name: item.name })}
        />
        <span aria-hidden="true">{intl.formatMessage({ id: 'contentBlocks.upsell.select' })}</span>
      </label>
    ) : (
      <Button
        variant="secondary"
        size="sm"
        loading={upsell.busy === item.sku}
        aria-label={intl.formatMessage({ id: 'contentBlocks.upsell.addToCartFor' }, { name: item.name })}
        onClick={() => upsell.add([item], item.sku)}
      >
        {intl.formatMessage({ id: 'contentBlocks.upsell.addToCart' })}
      </Button>
    );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {carousel ? <ScrollSnapArrows listRef={listRef} /> : null}
      </div>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      {upsell.error ? (
        <Banner
          tone="error"
          title={intl.formatMessage({ id: 'contentBlocks.upsell.somethingWentWrong' })}
          onDismiss={upsell.dismiss}
          className={styles.notice}
        >
          {upsell.error}
        </Banner>
      ) : null}
      <ul ref={listRef} className={carousel ? styles.carousel : styles.stack}>
        {items.map((item) => (
          <li key={item.sku} className={styles.slide}>
            <UpsellItemCard item={item} control={control(item)} />
          </li>
        ))}
      </ul>
      {block.addMode === 'checkbox' ? (
        <Button
          className={styles.addSelected}
          disabled={chosen.length === 0}
          loading={upsell.busy === 'selected'}
          onClick={() => upsell.add(chosen, 'selected')}
        >
          {intl.formatMessage({ id: 'contentBlocks.upsell.addSelected' }, { count: chosen.length })}
        </Button>
      ) : null}
    </section>
  );
}

/** While the stock is asked for: the title and grey cards (announced as loading), so nothing jumps after. */
function UpsellPlaceholder({ title, carousel }: { title: string; carousel: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
      </div>
      <ul className={carousel ? styles.carousel : styles.stack} aria-busy="true">
        <li className="visually-hidden">{intl.formatMessage({ id: 'contentBlocks.upsell.loading' })}</li>
        {[0, 1, 2].map((i) => (
          <li key={i} className={`${styles.slide} ${styles.placeholder}`} aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
}
