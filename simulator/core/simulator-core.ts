import { DEFAULT_SEED } from '../db/seed/seed-data';
import type { HandlerMap } from './handler-types';
import { ValidatedAnswers } from './validated-answers';
import type { World } from './world';
import { Worlds } from './worlds';

/** A named world setup (scenarios register as presets); `harness serve --scenario` activates one. */
export interface WorldPreset {
  readonly name: string;
  readonly description: string;
  readonly tags?: readonly string[];
  /** The seed its world starts from, when it is not the simulator's. */
  readonly seed?: number;
  apply(world: World): Promise<void> | void;
}

export interface SimulatorOptions {
  readonly seed?: number;
  /** Validate every answer against its contract (on in dev and test; a violation answers 500 loudly). */
  readonly validateResponses?: boolean;
  readonly presets?: readonly WorldPreset[];
  /** Applied to every new world (harness serve --scenario). */
  readonly defaultPreset?: string;
}

export { DEFAULT_SEED };

export interface Simulator {
  readonly worlds: Worlds;
  readonly handlers: HandlerMap;
  readonly validateResponses: boolean;
  /** Answers validated already, by their exact text: the same bytes are not checked twice. */
  readonly validatedAnswers: ValidatedAnswers;
  readonly presets: ReadonlyMap<string, WorldPreset>;
}

export function createSimulatorCore(handlers: HandlerMap, options: SimulatorOptions = {}): Simulator {
  const presets = new Map((options.presets ?? []).map((p) => [p.name, p]));
  if (options.defaultPreset && !presets.has(options.defaultPreset)) {
    throw new Error(`unknown scenario "${options.defaultPreset}"`);
  }
  const preset = options.defaultPreset ? presets.get(options.defaultPreset) : undefined;
  const worlds = new Worlds(preset?.seed ?? options.seed ?? DEFAULT_SEED, async (world) => {
    if (preset) {
      await preset.apply(world);
      world.scenario = preset.name;
    }
  });
  return {
    worlds,
    handlers,
    validateResponses: options.validateResponses ?? !isProduction(),
    validatedAnswers: new ValidatedAnswers(),
    presets,
  };
}

function isProduction(): boolean {
  // The browser worker has no `process`; Vite builds for shoppers never start the simulator.
  return typeof process !== 'undefined' && process.env.NODE_ENV === 'production';
}
