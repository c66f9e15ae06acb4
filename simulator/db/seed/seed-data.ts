import { type CatalogueSeed, generateCatalogueSeed } from './catalogue-seed';
import { type ConsumerSeed, generateConsumerSeed } from './consumer-seed';

/**
 * Everything a world starts from, generated once per seed with @faker-js/faker and shared read-only by
 * every world of that seed: the same seed gives the same data on every machine.
 */
export interface SeedData {
  readonly seed: number;
  readonly catalogue: CatalogueSeed;
  readonly consumers: ConsumerSeed;
}

/** The seed of `harness serve` and `npm start` when none is given (the core and the CLI read it from here). */
export const DEFAULT_SEED = 4010;

const cache = new Map<number, SeedData>();

export function seedData(seed: number): SeedData {
  let data = cache.get(seed);
  if (!data) {
    data = Object.freeze({
      seed,
      catalogue: generateCatalogueSeed(seed),
      consumers: generateConsumerSeed(seed),
    });
    cache.set(seed, data);
  }
  return data;
}
