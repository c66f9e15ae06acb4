import { createWorld, type World } from './world';

export const DEFAULT_SESSION = 'default';
export const SESSION_HEADER = 'x-harness-session';
const SESSION_NAME = /^[A-Za-z0-9._:-]{1,64}$/;

export function isValidSessionName(name: string): boolean {
  return SESSION_NAME.test(name);
}

/**
 * The worlds of one simulator, created on first use, so parallel QA runs never see each other. Each world
 * starts from the simulator's seed unless its session was reset onto another one (a scenario's seed).
 */
export class Worlds {
  readonly #worlds = new Map<string, Promise<World>>();
  readonly #seeds = new Map<string, number>();

  constructor(
    readonly seed: number,
    private readonly onCreate: (world: World) => Promise<void> = async () => {},
  ) {}

  get(name: string = DEFAULT_SESSION): Promise<World> {
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

  /** The seed this session's world starts from. */
  seedOf(name: string = DEFAULT_SESSION): number {
    return this.#seeds.get(name) ?? this.seed;
  }

  /** Forget a world; the next request to it starts again from `seed` (default: the simulator's). */
  reset(name: string = DEFAULT_SESSION, seed?: number): void {
    this.#worlds.delete(name);
    if (seed === undefined || seed === this.seed) this.#seeds.delete(name);
    else this.#seeds.set(name, seed);
  }

  names(): string[] {
    return [...this.#worlds.keys()];
  }
}
