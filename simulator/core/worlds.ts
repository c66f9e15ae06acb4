import { createWorld, type World } from './world';

export const DEFAULT_SESSION = 'default';
export const SESSION_HEADER = 'x-harness-session';
const SESSION_NAME = /^[A-Za-z0-9._:-]{1,64}$/;

export function isValidSessionName(name: string): boolean {
  return SESSION_NAME.test(name);
}

/** The worlds of one simulator, created on first use, so parallel QA runs never see each other. */
export class Worlds {
  readonly #worlds = new Map<string, Promise<World>>();

  constructor(
    readonly seed: number,
    private readonly onCreate: (world: World) => Promise<void> = async () => {},
  ) {}

  get(name: string = DEFAULT_SESSION): Promise<World> {
    let world = this.#worlds.get(name);
    if (!world) {
      world = createWorld(name, this.seed).then(async (created) => {
        await this.onCreate(created);
        return created;
      });
      this.#worlds.set(name, world);
    }
    return world;
  }

  /** Forget a world; the next request to it starts from the seed again. */
  reset(name: string = DEFAULT_SESSION): void {
    this.#worlds.delete(name);
  }

  names(): string[] {
    return [...this.#worlds.keys()];
  }
}
