import type { ContentBlock } from '../../contracts/entities/content-blocks';
import type { AddressRuleOverrides } from '../../contracts/entities/country';
import { createDb, type Db } from '../db/create-db';
import { type SeedData, seedData } from '../db/seed/seed-data';
import { type SeedShift, seedShift } from '../db/seed/seed-time';
import { type BotDefenceState, NO_BOT_DEFENCE } from '../domain/auth/bot-check';
import { FaultStore } from '../faults/fault-store';
import { Clock } from './clock';
import { CspReportLog } from './csp-report-log';
import { IdSequence } from './id-sequence';
import { SerialQueue } from './serial-queue';

/**
 * One isolated world, selected by `x-harness-session`: its own data, faults, active scenario, clock and
 * id sequence. The seed data is generated once per seed and shared read-only; `db` reads the seeded
 * collections every world of the seed shares and copies one into this world on its first write (copy on
 * write, db/copy-on-write-collection.ts), so a new world costs a few kB and well under a millisecond.
 */
export interface World {
  readonly name: string;
  readonly seed: number;
  readonly data: SeedData;
  /** How far the seeded dates moved: to the day the world started (seed-time.ts). */
  readonly shift: SeedShift;
  readonly db: Db;
  readonly faults: FaultStore;
  readonly clock: Clock;
  readonly ids: IdSequence;
  readonly queue: SerialQueue;
  /** The server's address-rule changes in this world (scenario setup `addressRules`), by `US:shipping`. */
  readonly addressRules: Map<string, AddressRuleOverrides>;
  /** Content-Security-Policy violation reports this session received (`GET /__harness/csp-reports`). */
  readonly cspReports: CspReportLog;
  /** Content pages a test set for this session (`POST /__harness/content-pages/...`): blocks by `siteId/slug`. */
  readonly contentPages: Map<string, ContentBlock[]>;
  /**
   * The bot check's state in this session: checks QA made fail (`POST /__harness/bot-check`), whether the
   * session is challenged, the stand-in's open challenges and unused pass tokens (domain/auth/bot-check.ts).
   */
  botDefence: BotDefenceState;
  scenario: string | undefined;
}

/**
 * Seeded dates are materialised relative to the new world's clock (seed-time.ts), so moving one session's
 * clock later changes no other world. A restored world passes the shift it started with (world-snapshot.ts).
 */
export async function createWorld(
  name: string,
  seed: number,
  clock: Clock = new Clock(),
  shift: SeedShift = seedShift(clock.now()),
): Promise<World> {
  const data = seedData(seed);
  return {
    name,
    seed,
    data,
    shift,
    db: await createDb(data, shift),
    faults: new FaultStore(),
    clock,
    ids: new IdSequence(),
    queue: new SerialQueue(),
    addressRules: new Map(),
    cspReports: new CspReportLog(),
    contentPages: new Map(),
    botDefence: NO_BOT_DEFENCE,
    scenario: undefined,
  };
}
