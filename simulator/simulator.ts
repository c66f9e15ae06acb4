import { createSimulatorCore, type Simulator, type SimulatorOptions } from './core/simulator-core';
import { handlerMap } from './handlers';

export type { Simulator, SimulatorOptions, WorldPreset } from './core/simulator-core';
export { DEFAULT_SEED } from './core/simulator-core';

/** A simulator over every operation of the registry. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  return createSimulatorCore(handlerMap, options);
}
