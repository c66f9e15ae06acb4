import type { Faker } from '@faker-js/faker';
import type { Review } from '../../../contracts/entities/review';
import type { Answer, Question } from '../../../contracts/entities/review-question';
import { FIXTURE_IDS } from './catalogue-fixtures';
import type { DraftProduct } from './catalogue-products';
import type { QuestionSeed, ReviewSeed } from './catalogue-types';
import { seededDate } from './seed-faker';

const TITLES: Readonly<Record<number, readonly string[]>> = {
  5: ['Love it', 'Best purchase this year', 'Exceeded expectations', 'Perfect for the trail'],
  4: ['Really good', 'Great value', 'Solid choice', 'Very comfortable'],
  3: ['It is okay', 'Does the job', 'Mixed feelings', 'Average quality'],
  2: ['Disappointed', 'Not as described', 'Runs small', 'Wore out quickly'],
  1: ['Would not buy again', 'Fell apart', 'Poor quality', 'Returned it'],
};

const SENTENCES: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Kept me warm and dry on a three-day trek.',
    'Fits exactly as expected.',
    'The quality is outstanding.',
  ],
  4: ['Comfortable for long days.', 'Sizing is a little generous.', 'Good materials for the price.'],
  3: ['Fine for short walks.', 'The colour is slightly different from the photos.', 'Nothing special.'],
  2: ['The seams started to fray after a month.', 'It runs a full size small.', 'Not very breathable.'],
  1: [
    'The zipper broke on the first trip.',
    'Customer service was helpful, the product was not.',
    'Leaked in light rain.',
  ],
};

const QUESTIONS = [
  'Is this true to size?',
  'Is it waterproof or only water resistant?',
  'How does it pack down?',
  'Can it be machine washed?',
  'Is there a warranty on this item?',
  'Does it work in winter conditions?',
];

const ANSWERS = [
  'Yes, it fits true to size for me.',
  'I sized up and it was perfect with layers.',
  'Our team confirms it is covered by the lifetime warranty.',
  'Machine wash cold and hang to dry.',
  'It packs into its own pocket.',
];

/** A rating pulled towards the product's quality, so products differ and distributions look real. */
function rating(faker: Faker, quality: number): number {
  const r = Math.round(quality + faker.number.float({ min: -1.6, max: 1.2 }));
  return Math.min(5, Math.max(1, r));
}

function review(faker: Faker, styleId: string, n: number, quality: number): Review {
  const stars = rating(faker, quality);
  const locale = faker.helpers.weightedArrayElement([
    { weight: 8, value: 'en-us' },
    { weight: 1, value: 'en-ca' },
    { weight: 1, value: 'fr-ca' },
  ]);
  const withPhoto = faker.datatype.boolean({ probability: 0.1 });
  return {
    id: `rv-${styleId}-${n}`,
    rating: stars,
    title: faker.helpers.arrayElement(TITLES[stars] ?? []),
    text: faker.helpers.arrayElements(SENTENCES[stars] ?? [], { min: 1, max: 3 }).join(' '),
    locale,
    author: { nickname: faker.internet.username().slice(0, 50), location: faker.location.city() },
    createdAt: seededDate(faker, '2024-03-01T00:00:00.000Z'),
    helpfulVotes: faker.number.int({ min: 0, max: 40 }),
    unhelpfulVotes: faker.number.int({ min: 0, max: 8 }),
    verified: faker.datatype.boolean({ probability: 0.7 }),
    photos: withPhoto
      ? [{ url: `https://images.summitpeak.example/reviews/${styleId}-${n}.jpg`, alt: 'Shopper photo' }]
      : [],
  };
}

function answer(faker: Faker, id: string, createdAfter: string): Answer {
  const brandAnswer = faker.datatype.boolean({ probability: 0.3 });
  return {
    id,
    text: faker.helpers.arrayElement(ANSWERS),
    author: { nickname: brandAnswer ? 'SummitPeak Team' : faker.internet.username().slice(0, 50) },
    createdAt: seededDate(faker, createdAfter),
    helpfulVotes: faker.number.int({ min: 0, max: 25 }),
    unhelpfulVotes: faker.number.int({ min: 0, max: 4 }),
    brandAnswer,
  };
}

/** Reviews per product: 0 to 25 (24 for the in-stock fixture, so paging can be exercised). */
export function generateReviews(faker: Faker, products: readonly DraftProduct[]): ReviewSeed[] {
  return products.flatMap((p) => {
    const count = p.styleId === FIXTURE_IDS.inStock ? 24 : faker.number.int({ min: 0, max: 25 });
    const quality = faker.number.float({ min: 3, max: 4.9 });
    return Array.from({ length: count }, (_, i) => ({
      styleId: p.styleId,
      review: review(faker, p.styleId, i + 1, quality),
    }));
  });
}

/** Questions per product: 0 to 4 (3 for the in-stock fixture), each with 0 to 3 answers. */
export function generateQuestions(faker: Faker, products: readonly DraftProduct[]): QuestionSeed[] {
  return products.flatMap((p) => {
    const count = p.styleId === FIXTURE_IDS.inStock ? 3 : faker.number.int({ min: 0, max: 4 });
    return Array.from({ length: count }, (_, i): QuestionSeed => {
      const id = `q-${p.styleId}-${i + 1}`;
      const createdAt = seededDate(faker, '2024-03-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z');
      const answers = Array.from({ length: faker.number.int({ min: i === 0 ? 1 : 0, max: 3 }) }, (_, j) =>
        answer(faker, `an-${p.styleId}-${i + 1}-${j + 1}`, createdAt),
      );
      const question: Question = {
        id,
        text: faker.helpers.arrayElement(QUESTIONS),
        author: { nickname: faker.internet.username().slice(0, 50) },
        createdAt,
        answers,
      };
      return { styleId: p.styleId, question };
    });
  });
}

/** Average rating (one decimal) and count of each style's reviews. */
export function ratingsOf(reviews: readonly ReviewSeed[]): Map<string, { score: number; count: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const { styleId, review: r } of reviews) {
    const s = sums.get(styleId) ?? { sum: 0, count: 0 };
    s.sum += r.rating;
    s.count += 1;
    sums.set(styleId, s);
  }
  return new Map(
    [...sums].map(([id, s]) => [id, { score: Math.round((s.sum / s.count) * 10) / 10, count: s.count }]),
  );
}
