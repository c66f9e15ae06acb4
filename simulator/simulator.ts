import { createSimulatorCore, type Simulator, type SimulatorOptions } from './core/simulator';
import { handlerMap } from './handlers';

export type { Simulator, SimulatorOptions, WorldPreset } from './core/simulator';
export { DEFAULT_SEED } from './core/simulator';

/** A simulator over every operation of the registry. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  return createSimulatorCore(handlerMap, options);
}
