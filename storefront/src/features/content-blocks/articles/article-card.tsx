import type { Article } from '../../../../../contracts/entities/content-blocks-articles';
import { Picture } from '../../../ui/image/picture';
import { ContentLink } from '../content-link';
import styles from './article-card.module.css';

/**
 * An article teaser (spec 001 section 3): picture, eyebrow and title. The title's link stretches over the
 * card (one link per card); the picture repeats the title, so it is decorative.
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture
          src={article.picture.url}
          alt=""
          width={480}
          height={360}
          sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 33vw, 100vw"
          className={styles.image}
        />
      </div>
      {article.eyebrow ? <p className={styles.eyebrow}>{article.eyebrow}</p> : null}
      <Heading className={styles.title}>
        <ContentLink href={article.url} className={styles.link}>
          {article.title}
        </ContentLink>
      </Heading>
    </article>
  );
}
