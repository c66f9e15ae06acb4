import { createDb, type Db } from '../db/create-db';
import { type SeedData, seedData } from '../db/seed/seed-data';
import { FaultStore } from '../faults/fault-store';
import { Clock } from './clock';
import { IdSequence } from './id-sequence';
import { SerialQueue } from './serial-queue';

/**
 * One isolated world, selected by `x-harness-session`: its own data, faults, active scenario, clock and
 * id sequence. The seed data is generated once per seed and shared read-only; `db` holds what changes.
 */
export interface World {
  readonly name: string;
  readonly seed: number;
  readonly data: SeedData;
  readonly db: Db;
  readonly faults: FaultStore;
  readonly clock: Clock;
  readonly ids: IdSequence;
  readonly queue: SerialQueue;
  scenario: string | undefined;
}

export async function createWorld(name: string, seed: number): Promise<World> {
  const data = seedData(seed);
  return {
    name,
    seed,
    data,
    db: await createDb(data),
    faults: new FaultStore(),
    clock: new Clock(),
    ids: new IdSequence(),
    queue: new SerialQueue(),
    scenario: undefined,
  };
}
