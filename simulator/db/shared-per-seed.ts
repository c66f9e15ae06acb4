import type { SeedData } from './seed/seed-data';
import type { SeedShift } from './seed/seed-time';

/** A long-running server starts worlds on new days (new shifts); older shifts' shared data is let go. */
const SHIFTS_KEPT = 8;

const cache = new WeakMap<SeedData, Map<unknown, Map<string, Promise<unknown>>>>();

/**
 * What `build` makes from a seed and a seed shift, built once and shared by every world of that seed
 * started the same day (seed-time.ts): the seeded collections and configuration that worlds only read
 * until they change them (copy-on-write-collection.ts).
 */
export function sharedPerSeed<T>(
  data: SeedData,
  shift: SeedShift,
  build: (data: SeedData, shift: SeedShift) => Promise<T>,
): Promise<T> {
  let builders = cache.get(data);
  if (!builders) {
    builders = new Map();
    cache.set(data, builders);
  }
  let shifts = builders.get(build);
  if (!shifts) {
    shifts = new Map();
    builders.set(build, shifts);
  }
  const key = `${shift.days}:${shift.years}`;
  let built = shifts.get(key) as Promise<T> | undefined;
  if (!built) {
    built = build(data, shift);
    shifts.set(key, built);
    if (shifts.size > SHIFTS_KEPT) shifts.delete(shifts.keys().next().value as string);
  }
  return built;
}
