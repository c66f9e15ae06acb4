import { type SyntheticEvent, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import type { BlockOfType, BlockProps } from '../block-props';
import { BlockList } from '../block-renderer';
import { blockColorStyle } from '../block-style';
import styles from './accordion-block.module.css';
import { RichText } from './rich-text';

type AccordionItem = BlockOfType<'accordion'>['items'][number];

/** The items open at first: those marked expanded, only the first of them when one may be open at a time. */
export function initiallyOpen(items: readonly AccordionItem[], allowMultipleOpen: boolean): Set<string> {
  const expanded = items.filter((item) => item.expanded === true).map((item) => item.id);
  return new Set(allowMultipleOpen ? expanded : expanded.slice(0, 1));
}

/**
 * Questions and answers as native disclosure widgets (details/summary: keyboard and screen-reader support
 * built in). Unless the block allows several open, opening one closes the others.
 */
export default function AccordionBlock({ block, page }: BlockProps<BlockOfType<'accordion'>>) {
  const titleId = useId();
  const multiple = block.allowMultipleOpen === true;
  const [open, setOpen] = useState(() => initiallyOpen(block.items, multiple));
  const toggled = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen((before) => {
      if (before.has(id) === isOpen) return before;
      if (!isOpen) return new Set([...before].filter((other) => other !== id));
      return new Set(multiple ? [...before, id] : [id]);
    });
  };
  return (
    <section
      className={styles.accordion}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      {block.title ? (
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
      ) : null}
      {block.items.map((item) => (
        <details key={item.id} className={styles.item} open={open.has(item.id)} onToggle={toggled(item.id)}>
          <summary className={styles.summary}>
            <span>{item.title}</span>
            <ChevronDownIcon className={styles.chevron} />
          </summary>
          <div className={styles.panel}>
            {item.richText ? <RichText html={item.richText} /> : null}
            {item.components?.length ? <BlockList blocks={item.components} page={page} /> : null}
          </div>
        </details>
      ))}
    </section>
  );
}
