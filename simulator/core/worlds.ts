import { createWorld, type World } from './world';

export const DEFAULT_SESSION = 'default';
export const SESSION_HEADER = 'x-harness-session';
const SESSION_NAME = /^[A-Za-z0-9._:-]{1,64}$/;
/** Idle sessions are looked for at most this often (and at least once per idle period). */
const SWEEP_EVERY_MS = 60_000;

export function isValidSessionName(name: string): boolean {
  return SESSION_NAME.test(name);
}

/**
 * The worlds of one simulator, created on first use, so parallel QA runs never see each other. Each world
 * starts from the simulator's seed unless its session was reset onto another one (a scenario's seed).
 * Sessions end when deleted, or after `expireIdleAfter` of disuse (`default` stays: it is one world, and a
 * developer's cart should outlive lunch).
 */
export class Worlds {
  readonly #worlds = new Map<string, Promise<World>>();
  readonly #seeds = new Map<string, number>();
  readonly #lastUsed = new Map<string, number>();
  #idleMs = 0;
  #nextSweep = Number.POSITIVE_INFINITY;

  constructor(
    readonly seed: number,
    private readonly onCreate: (world: World) => Promise<void> = async () => {},
    private readonly now: () => number = Date.now,
  ) {}

  get(name: string = DEFAULT_SESSION): Promise<World> {
    this.#touch(name);
    let world = this.#worlds.get(name);
    if (!world) {
      world = createWorld(name, this.seedOf(name)).then(async (created) => {
        await this.onCreate(created);
        return created;
      });
      this.#worlds.set(name, world);
    }
    return world;
  }

  /** Whether the session has a world now (without creating one). */
  has(name: string): boolean {
    return this.#worlds.has(name);
  }

  /** Puts a world in place of its session's (a restored snapshot: the browser keeps worlds across page loads). */
  adopt(world: World): void {
    this.#touch(world.name);
    this.#worlds.set(world.name, Promise.resolve(world));
    if (world.seed === this.seed) this.#seeds.delete(world.name);
    else this.#seeds.set(world.name, world.seed);
  }

  /** The seed this session's world starts from. */
  seedOf(name: string = DEFAULT_SESSION): number {
    return this.#seeds.get(name) ?? this.seed;
  }

  /** Forget a world; the next request to it starts again from `seed` (default: the simulator's). */
  reset(name: string = DEFAULT_SESSION, seed?: number): void {
    this.#touch(name);
    this.#worlds.delete(name);
    if (seed === undefined || seed === this.seed) this.#seeds.delete(name);
    else this.#seeds.set(name, seed);
  }

  /** End a session (its world and seed); false when there was none. */
  delete(name: string): boolean {
    const existed = this.#worlds.has(name) || this.#seeds.has(name);
    this.#worlds.delete(name);
    this.#seeds.delete(name);
    this.#lastUsed.delete(name);
    return existed;
  }

  /** End every session; answers how many there were. */
  deleteAll(): number {
    const count = this.size;
    this.#worlds.clear();
    this.#seeds.clear();
    this.#lastUsed.clear();
    return count;
  }

  /** Sessions unused for `ms` end at the next sweep; 0 keeps them until deleted. */
  expireIdleAfter(ms: number): void {
    this.#idleMs = ms;
    this.#nextSweep = ms > 0 ? this.now() + Math.min(ms, SWEEP_EVERY_MS) : Number.POSITIVE_INFINITY;
  }

  get idleMs(): number {
    return this.#idleMs;
  }

  /** Ends the sessions idle for longer than the limit; answers their names. */
  sweep(now: number = this.now()): string[] {
    if (this.#idleMs <= 0) return [];
    this.#nextSweep = now + Math.min(this.#idleMs, SWEEP_EVERY_MS);
    const ended: string[] = [];
    for (const [name, used] of this.#lastUsed) {
      if (name !== DEFAULT_SESSION && now - used >= this.#idleMs) {
        this.delete(name);
        ended.push(name);
      }
    }
    return ended;
  }

  get size(): number {
    return new Set([...this.#worlds.keys(), ...this.#seeds.keys()]).size;
  }

  names(): string[] {
    return [...this.#worlds.keys()];
  }

  /** Marks a session used; one comparison per request decides whether a sweep is due. */
  #touch(name: string): void {
    const now = this.now();
    if (now >= this.#nextSweep) this.sweep(now);
    this.#lastUsed.set(name, now);
  }
}
