import type { Faker } from '@faker-js/faker';
import type { Review } from '../../../contracts/entities/review';
import type { Answer, Question } from '../../../contracts/entities/review-question';
import { type Language, languageOf } from './catalogue-copy-names';
import { FIXTURE_IDS } from './catalogue-fixtures';
import { nickname, place } from './catalogue-people';
import type { DraftProduct } from './catalogue-products';
import { type QuestionTopic, topicsFor } from './catalogue-questions';
import type { QuestionSeed, ReviewSeed } from './catalogue-types';
import { seededDate } from './seed-faker';

/** Review titles and sentences by rating, in the review's language (fr-ca reviews are written in French). */
const TITLES: Readonly<Record<Language, Readonly<Record<number, readonly string[]>>>> = {
  en: {
    5: ['Love it', 'Best purchase this year', 'Exceeded expectations', 'Perfect for the trail'],
    4: ['Really good', 'Great value', 'Solid choice', 'Very comfortable'],
    3: ['It is okay', 'Does the job', 'Mixed feelings', 'Average quality'],
    2: ['Disappointed', 'Not as described', 'Runs small', 'Wore out quickly'],
    1: ['Would not buy again', 'Fell apart', 'Poor quality', 'Returned it'],
  },
  fr: {
    5: [
      'Coup de cœur',
      'Mon meilleur achat de l’année',
      'Au-delà de mes attentes',
      'Parfait pour le sentier',
    ],
    4: ['Très bien', 'Bon rapport qualité-prix', 'Un bon choix', 'Très confortable'],
    3: ['Correct', 'Fait le travail', 'Mitigé', 'Qualité moyenne'],
    2: ['Déçu', 'Pas comme décrit', 'Taille petit', 'Usé trop vite'],
    1: ['Je ne le rachèterais pas', 'S’est défait', 'Mauvaise qualité', 'Retourné'],
  },
};

const SENTENCES: Readonly<Record<Language, Readonly<Record<number, readonly string[]>>>> = {
  en: {
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
  },
  fr: {
    5: [
      'Au chaud et au sec pendant une randonnée de trois jours.',
      'La taille est exactement comme prévu.',
      'La qualité est remarquable.',
    ],
    4: [
      'Confortable pour les longues journées.',
      'La taille est un peu grande.',
      'De bons matériaux pour le prix.',
    ],
    3: ['Bien pour les courtes marches.', 'La couleur diffère un peu des photos.', 'Rien de spécial.'],
    2: [
      'Les coutures ont commencé à s’effilocher après un mois.',
      'Taille une pointure trop petit.',
      'Peu respirant.',
    ],
    1: [
      'La glissière a cassé dès la première sortie.',
      'Le service à la clientèle a été aidant, le produit non.',
      'Laisse passer l’eau sous une pluie légère.',
    ],
  },
};

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
  const language = languageOf(locale);
  return {
    id: `rv-${styleId}-${n}`,
    rating: stars,
    title: faker.helpers.arrayElement(TITLES[language][stars] ?? []),
    text: faker.helpers.arrayElements(SENTENCES[language][stars] ?? [], { min: 1, max: 3 }).join(' '),
    locale,
    author: { nickname: nickname(faker, locale), location: place(faker, locale) },
    createdAt: seededDate(faker, '2024-03-01T00:00:00.000Z'),
    helpfulVotes: faker.number.int({ min: 0, max: 40 }),
    unhelpfulVotes: faker.number.int({ min: 0, max: 8 }),
    verified: faker.datatype.boolean({ probability: 0.7 }),
    photos: withPhoto
      ? [{ url: `https://images.summitpeak.example/reviews/${styleId}-${n}.jpg`, alt: 'Shopper photo' }]
      : [],
  };
}

interface AnswerText {
  readonly text: string;
  readonly brandAnswer: boolean;
}

/** The answers of a topic in a random order, each at most once (the brand answers once at most). */
function answerTexts(faker: Faker, topic: QuestionTopic): AnswerText[] {
  return faker.helpers.shuffle([
    ...topic.answers.map((text) => ({ text, brandAnswer: false })),
    { text: topic.brandAnswer, brandAnswer: true },
  ]);
}

function answer(faker: Faker, { text, brandAnswer }: AnswerText, id: string, createdAfter: string): Answer {
  return {
    id,
    text,
    author: { nickname: brandAnswer ? 'SummitPeak Team' : nickname(faker) },
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

/**
 * Questions per product: 0 to 4 (3 for the in-stock fixture), each topic at most once and only topics that
 * fit the product's type; each with 0 to 3 answers that answer it.
 */
export function generateQuestions(faker: Faker, products: readonly DraftProduct[]): QuestionSeed[] {
  return products.flatMap((p) => {
    const fitting = topicsFor(p.productType);
    const wanted = p.styleId === FIXTURE_IDS.inStock ? 3 : faker.number.int({ min: 0, max: 4 });
    const topics = faker.helpers.arrayElements(fitting, Math.min(wanted, fitting.length));
    return topics.map((topic, i): QuestionSeed => {
      const id = `q-${p.styleId}-${i + 1}`;
      const createdAt = seededDate(faker, '2024-03-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z');
      const count = faker.number.int({ min: i === 0 ? 1 : 0, max: 3 });
      const answers = answerTexts(faker, topic)
        .slice(0, count)
        .map((text, j) => answer(faker, text, `an-${p.styleId}-${i + 1}-${j + 1}`, createdAt));
      const question: Question = {
        id,
        text: topic.question,
        author: { nickname: nickname(faker) },
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
