import { useId } from 'react';
import type { BlockOfType, BlockProps } from './block-props';
import styles from './category-cards-block.module.css';
import { ContentLink } from './content-link';
import { ContentMedia } from './content-media';

/** A grid of category cards: each card one link (picture and name) to its category page. */
export function CategoryCardsBlock({ block }: BlockProps<BlockOfType<'categoryCards'>>) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={block.title ? titleId : undefined}>
      {block.title ? (
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <ul className={styles.grid}>
        {block.cards.map((card) => (
          <li key={`${card.target.url}-${card.title}`}>
            <ContentLink
              href={card.target.url}
              newTab={card.target.targetAttribute === '_blank'}
              aria-label={card.target.ariaLabel}
              className={styles.card}
            >
              {card.media ? (
                <ContentMedia
                  media={card.media}
                  alt=""
                  sizes="(min-width: 64rem) 22vw, (min-width: 48rem) 30vw, 45vw"
                  className={styles.media}
                />
              ) : (
                <span className={`${styles.media} ${styles.placeholder}`} />
              )}
              <span className={styles.name}>{card.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
