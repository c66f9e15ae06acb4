import { base, en, Faker } from '@faker-js/faker';
import { SEED_NOW } from './seed-time';

/**
 * The fixed reference date of seeded dates (never the wall clock, so seeds are reproducible). Catalogue and
 * content dates (launches, reviews, articles) stay here: they only order and display. Dates that rules read
 * (consumer seed, gift cards, promotions) move with each world's start (seed-time.ts).
 */
export const SEED_REFERENCE_DATE = SEED_NOW;

/**
 * A faker for one part of the seed. Each part (products, reviews, stores, content...) has its own salt, so
 * adding data to one part never shifts the random stream of another.
 */
export function seedFaker(seed: number, salt: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed([seed, salt]);
  return faker;
}

/** Minor units that end in .95 or .00, as retail prices do. */
export function retailPrice(faker: Faker, minMajor: number, maxMajor: number): number {
  const major = faker.number.int({ min: minMajor, max: maxMajor });
  return major * 100 + faker.helpers.arrayElement([0, 95 - 100]);
}

/** A date between two ISO instants, as ISO. */
export function seededDate(faker: Faker, from: string, to: string = SEED_REFERENCE_DATE): string {
  return faker.date.between({ from, to }).toISOString();
}
