import { type DbSnapshot, loadDb, saveDb } from '../db/db-snapshot';
import type { ActiveFault } from '../faults/fault';
import { Clock } from './clock';
import { createWorld, type World } from './world';

/** Bumped when a snapshot's shape changes: an older one is refused (the browser then starts a new world). */
/** 2: session pairs carry their token family (familyId, refreshUsedAt) and minted, per-session secrets. */
export const WORLD_SNAPSHOT_FORMAT = 2;

/** Rebuilt on a restore from what is kept (the seed's data) or only alive while a page runs (the queue). */
const REBUILT = 'rebuilt';

/**
 * How each part of a world is saved. Typed over every member of World, so a new member does not compile
 * until it says how it is kept (or that it is rebuilt); world-snapshot.test.ts checks that a restore gives
 * back every kept part.
 */
const SAVED_PARTS = {
  name: (world) => world.name,
  seed: (world) => world.seed,
  shift: (world) => world.shift,
  clock: (world) => world.clock.setting(),
  ids: (world) => world.ids.counters(),
  faults: (world) => world.faults.list().map(savedFault),
  addressRules: (world) => [...world.addressRules],
  cspReports: (world) => [...world.cspReports.list()],
  contentPages: (world) => [...world.contentPages],
  botDefence: (world) => world.botDefence,
  scenario: (world) => world.scenario ?? null,
  db: (world): DbSnapshot => saveDb(world.db),
  data: REBUILT,
  queue: REBUILT,
} as const satisfies { readonly [K in keyof World]: ((world: World) => unknown) | typeof REBUILT };

type Saved = typeof SAVED_PARTS;
type KeptKey = { [K in keyof Saved]: Saved[K] extends typeof REBUILT ? never : K }[keyof Saved];

/**
 * Everything a world holds that can change, as plain data: the rows of the stores it wrote to, id counters,
 * clock setting, seed shift (its start day), faults, address rules, CSP reports and active scenario. JSON-safe once
 * serialised; until then it holds the world's stored records themselves.
 */
export type WorldSnapshot = { readonly format: typeof WORLD_SNAPSHOT_FORMAT } & {
  readonly [K in KeptKey]: ReturnType<Extract<Saved[K], (world: World) => unknown>>;
};

/** A fault's `remaining` is Infinity until cleared, which JSON cannot hold. */
type SavedFault = Omit<ActiveFault, 'remaining'> & { readonly remaining: number | null };

function savedFault(fault: ActiveFault): SavedFault {
  return { ...fault, remaining: Number.isFinite(fault.remaining) ? fault.remaining : null };
}

export function saveWorld(world: World): WorldSnapshot {
  const out: Record<string, unknown> = { format: WORLD_SNAPSHOT_FORMAT };
  for (const [key, save] of Object.entries(SAVED_PARTS)) if (save !== REBUILT) out[key] = save(world);
  return out as WorldSnapshot;
}

/**
 * A new world holding what the snapshot kept: the same seed and start day (so the seed's shared data is the
 * same), the rows it had written, ids that continue and a clock set as it was. Throws on a snapshot this code
 * cannot read (another format, a store it no longer has, a record its schema refuses).
 */
export async function restoreWorld(snapshot: WorldSnapshot): Promise<World> {
  if (snapshot?.format !== WORLD_SNAPSHOT_FORMAT)
    throw new Error(`world snapshot: format ${String(snapshot?.format)}, expected ${WORLD_SNAPSHOT_FORMAT}`);
  const clock = new Clock();
  clock.restore(snapshot.clock);
  const world = await createWorld(snapshot.name, snapshot.seed, clock, snapshot.shift);
  world.ids.restore(snapshot.ids);
  world.faults.restore(
    snapshot.faults.map((f) => ({ ...f, remaining: f.remaining ?? Number.POSITIVE_INFINITY })),
  );
  for (const [key, rules] of snapshot.addressRules) world.addressRules.set(key, rules);
  world.cspReports.restore(snapshot.cspReports ?? []);
  for (const [key, blocks] of snapshot.contentPages ?? []) world.contentPages.set(key, blocks);
  // Snapshots kept before bot defence had none: a clear state.
  if (snapshot.botDefence) world.botDefence = snapshot.botDefence;
  world.scenario = snapshot.scenario ?? undefined;
  await loadDb(world.db, snapshot.db);
  return world;
}
