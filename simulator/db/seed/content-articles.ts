import type { Faker } from '@faker-js/faker';
import { slugify } from './catalogue-pricing';
import { image } from './content-blocks-factory';
import type { ArticleSeed, PageInput, SiteContext } from './content-types';
import { seededDate } from './seed-faker';

/** Article tags; the tag id is the slug of the label. */
const ARTICLE_TAGS = [
  'Hiking',
  'Camping',
  'Trail Running',
  'Gear Guides',
  'Sustainability',
  'Climbing',
  'Travel',
  'Winter',
  'Family',
  'Events',
] as const;

const ARTICLES_PER_SITE = 24;

const ACTIVITIES = ['Hiking', 'Camping', 'Trail Running', 'Climbing', 'Backpacking', 'Snowshoeing'];
const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];
const PLACES = ['Rocky Mountain', 'Cascade', 'Sierra', 'Appalachian', 'Lake District', 'Banff'];
const GEAR = ['a Rain Jacket', 'Hiking Boots', 'a Sleeping Bag', 'a Tent', 'a Daypack', 'Base Layers'];

function title(faker: Faker, n: number): string {
  const templates = [
    () => `${n} Tips for ${faker.helpers.arrayElement(ACTIVITIES)} in ${faker.helpers.arrayElement(SEASONS)}`,
    () => `How to Choose ${faker.helpers.arrayElement(GEAR)}`,
    () => `The ${faker.helpers.arrayElement(PLACES)} Trail Guide`,
    () => `${faker.helpers.arrayElement(SEASONS)} ${faker.helpers.arrayElement(ACTIVITIES)} Checklist`,
  ];
  return faker.helpers.arrayElement(templates)();
}

/** Articles of one site, newest first, each with 1 to 3 tags. */
export function generateArticles(faker: Faker, ctx: SiteContext): ArticleSeed[] {
  const used = new Set<string>();
  const articles = Array.from({ length: ARTICLES_PER_SITE }, (_, i): ArticleSeed => {
    const heading = title(faker, i + 3);
    let slug = slugify(heading);
    if (used.has(slug)) slug = `${slug}-${i + 1}`;
    used.add(slug);
    const tags = faker.helpers.arrayElements(ARTICLE_TAGS, { min: 1, max: 3 });
    return {
      slug,
      date: seededDate(faker, '2024-06-01T00:00:00.000Z').slice(0, 10),
      tagIds: tags.map((t) => slugify(t)),
      article: {
        id: `${ctx.siteId}-article-${String(i + 1).padStart(3, '0')}`,
        url: `/${ctx.locale}/journal/${slug}`,
        picture: { url: `https://images.summitpeak.example/content/article-${i + 1}.jpg`, alt: heading },
        title: heading,
        tags: tags.map((label) => ({ label })),
        eyebrow: tags[0],
      },
    };
  });
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The page of an article: an article page block with up to 4 related articles sharing a tag. */
export function articlePage(ctx: SiteContext, seed: ArticleSeed, all: readonly ArticleSeed[]): PageInput {
  const related = all
    .filter((a) => a !== seed && a.tagIds.some((t) => seed.tagIds.includes(t)))
    .slice(0, 4)
    .map((a) => a.article);
  return {
    id: `${ctx.siteId}-${seed.slug}`,
    siteId: ctx.siteId,
    slug: seed.slug,
    locale: ctx.locale,
    title: seed.article.title,
    area: 'generic',
    meta: {
      title: seed.article.title,
      description: `${seed.article.title}: a story from the SummitPeak journal.`,
    },
    components: [
      {
        type: 'articlePage',
        id: `${seed.article.id}-body`,
        title: seed.article.title,
        subtitle: seed.article.eyebrow,
        media: image(`article-${seed.article.id}`, seed.article.title),
        date: seed.date,
        richText: '<p>Pack light, start early and leave no trace.</p>',
        relatedContentTitle: 'Related stories',
        relatedArticles: related,
      },
    ],
    updatedAt: `${seed.date}T08:00:00.000Z`,
  };
}
