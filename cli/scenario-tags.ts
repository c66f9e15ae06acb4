import { ERROR_ID_GROUPS } from '../contracts/errors/error-ids';
import type { Scenario } from '../scenarios/scenario';
import { nearestNames } from '../simulator/core/nearest-names';
import { usageError } from './usage-error';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The error areas: ERROR_ID_GROUPS in kebab case, and `named` for the spec's named ids. */
const AREA_TAGS: readonly string[] = [...Object.keys(ERROR_ID_GROUPS).map(kebab), 'named'];

/** What a flow is about; a flow touching an error area uses that area's tag (`gift-cards`, `promo`). */
// biome-ignore format: one vocabulary, read as a list
const FLOW_TAGS = [
  'flow', 'checkout', 'cart', 'delivery', 'stock', 'recovery', 'save-for-later', 'guest', 'registered', 'express',
  'associate', 'three-ds', 'consumer', 'employee', 'loyalty', 'athlete', 'subscriptions', 'seed', 'time',
  'bot-defence',
] as const;

/** Every tag a scenario may carry: `error` and `injected`, the areas, the flow tags. */
export const TAGS: readonly string[] = ['error', 'injected', ...AREA_TAGS, ...FLOW_TAGS];

/** A scenario's tags, with `injected` for every scenario that injects a fault (so real backends can skip them). */
export function tagsOf(scenario: Pick<Scenario, 'tags' | 'injected'>): readonly string[] {
  return scenario.injected && !scenario.tags.includes('injected')
    ? [...scenario.tags, 'injected']
    : scenario.tags;
}

function checkTag(tag: string, option: string): void {
  if (!TAGS.includes(tag))
    usageError(`${option} "${tag}" is not a tag`, nearestNames(tag, TAGS), `Tags: ${TAGS.join(', ')}.`);
}

/** Scenarios with any of `include` (all when none is given) and none of `exclude`. */
export function withTags(
  scenarios: readonly Scenario[],
  include: readonly string[] = [],
  exclude: readonly string[] = [],
): readonly Scenario[] {
  for (const tag of include) checkTag(tag, '--tag');
  for (const tag of exclude) checkTag(tag, '--exclude-tag');
  return scenarios.filter((s) => {
    const tags = tagsOf(s);
    return (
      (include.length === 0 || include.some((t) => tags.includes(t))) &&
      !exclude.some((t) => tags.includes(t))
    );
  });
}

/** Commander collector: a repeatable option gathers its values. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
