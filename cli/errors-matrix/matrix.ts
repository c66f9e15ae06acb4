import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueList, isCatalogueId } from '../../contracts/errors/catalogue';
import type { CatalogueEntry } from '../../contracts/errors/catalogue-entry';
import { FLASH_CODES } from '../../contracts/errors/error-ids';
import { allScenarios } from '../../scenarios';
import type { Scenario } from '../../scenarios/scenario';
import { type PactCover, pactCoverage } from './pact-coverage';
import { type ScenarioReach, scenarioCoverage } from './scenario-coverage';
import { type StorefrontFacts, storefrontCoverage } from './storefront-coverage';

/** The repository's root (this file is cli/errors-matrix/matrix.ts). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How far each column reaches, worst first; a row going down any of them is a new gap. */
export const LEVELS = {
  scenario: ['none', 'fault', 'condition'],
  storefront: ['generic', 'named', 'worded', 'tested'],
  pact: ['none', 'covered'],
} as const;

export type Column = keyof typeof LEVELS;
export type Level<C extends Column> = (typeof LEVELS)[C][number];
export const COLUMNS = Object.keys(LEVELS) as Column[];

/** One catalogue id: what reaches it, where the storefront shows it, which pact interactions pin it. */
export interface MatrixRow {
  readonly id: string;
  readonly kind: CatalogueEntry['kind'];
  readonly area: CatalogueEntry['area'];
  /** condition: a scenario reaches it through the world; fault: only through an injected fault; none. */
  readonly scenario: Level<'scenario'>;
  readonly scenarios: ScenarioReach[];
  /**
   * tested: a storefront test outside i18n/ names it (it asserts what the shopper gets); worded: only the text tests
   * of i18n/ do (its wording is asserted, not its handling); named: only a module does; generic: none, so it is
   * shown through its catalogue handling alone.
   */
  readonly storefront: Level<'storefront'>;
  readonly handling: string[];
  readonly modules: string[];
  readonly tests: string[];
  readonly texts: string[];
  readonly pact: Level<'pact'>;
  readonly interactions: PactCover[];
}

export interface Totals {
  readonly ids: number;
  readonly errorIds: number;
  readonly flashCodes: number;
  readonly condition: number;
  readonly faultOnly: number;
  readonly noScenario: number;
  readonly tested: number;
  readonly worded: number;
  readonly namedOnly: number;
  readonly generic: number;
  readonly pact: number;
  /** Rows lacking the top level of at least one column. */
  readonly withGap: number;
  /** Rows reached by a scenario but neither named in the storefront nor pinned by a pact. */
  readonly scenarioOnly: number;
  /** Rows at the bottom of every column: no scenario, no storefront code or test, no pact. */
  readonly uncovered: number;
}

export interface Matrix {
  readonly rows: MatrixRow[];
  readonly totals: Totals;
}

export interface MatrixSources {
  readonly scenarios: readonly Scenario[];
  readonly pactFolder: string;
  readonly storefrontRoot: string;
}

export const DEFAULT_SOURCES: MatrixSources = {
  scenarios: allScenarios,
  pactFolder: join(REPO_ROOT, 'pacts'),
  storefrontRoot: join(REPO_ROOT, 'storefront', 'src'),
};

const top = <C extends Column>(column: C): Level<C> => LEVELS[column].at(-1) as Level<C>;
const bottom = <C extends Column>(column: C): Level<C> => LEVELS[column][0] as Level<C>;

/** True when the row lacks the best level of some column. */
export const hasGap = (row: Pick<MatrixRow, Column>): boolean => COLUMNS.some((c) => row[c] !== top(c));

const flashCodes: ReadonlySet<string> = new Set(FLASH_CODES);
const isFlashCode = (id: string) => flashCodes.has(id);

export function totalsOf(rows: readonly MatrixRow[]): Totals {
  const count = (holds: (r: MatrixRow) => boolean) => rows.filter(holds).length;
  return {
    ids: rows.length,
    errorIds: count((r) => !isFlashCode(r.id)),
    flashCodes: count((r) => isFlashCode(r.id)),
    condition: count((r) => r.scenario === 'condition'),
    faultOnly: count((r) => r.scenario === 'fault'),
    noScenario: count((r) => r.scenario === 'none'),
    tested: count((r) => r.storefront === 'tested'),
    worded: count((r) => r.storefront === 'worded'),
    namedOnly: count((r) => r.storefront === 'named'),
    generic: count((r) => r.storefront === 'generic'),
    pact: count((r) => r.pact === 'covered'),
    withGap: count(hasGap),
    scenarioOnly: count((r) => r.scenario !== 'none' && r.storefront === 'generic' && r.pact === 'none'),
    uncovered: count((r) => COLUMNS.every((c) => r[c] === bottom(c))),
  };
}

/** Tests of the storefront's texts (i18n/): they assert an id's wording, not how it is handled. */
const isTextTest = (file: string) => file.startsWith('i18n/');

function storefrontLevel(front: StorefrontFacts): Level<'storefront'> {
  if (front.tests.some((t) => !isTextTest(t))) return 'tested';
  if (front.tests.length > 0) return 'worded';
  return front.modules.length > 0 ? 'named' : 'generic';
}

/** The matrix of every catalogue entry, in catalogue order, derived from the scenarios, the storefront and the pacts. */
export function computeMatrix(sources: MatrixSources = DEFAULT_SOURCES): Matrix {
  const ids = catalogueList.map((e) => e.id);
  const reached = scenarioCoverage(sources.scenarios);
  const pacts = pactCoverage(sources.pactFolder, isCatalogueId);
  const shown = storefrontCoverage(sources.storefrontRoot, ids);
  const rows = catalogueList.map((entry): MatrixRow => {
    const scenarios = reached.get(entry.id) ?? [];
    const front = shown.get(entry.id) as StorefrontFacts;
    const interactions = pacts.get(entry.id) ?? [];
    return {
      id: entry.id,
      kind: entry.kind,
      area: entry.area,
      scenario: scenarios.length === 0 ? 'none' : scenarios[0]?.by === 'condition' ? 'condition' : 'fault',
      scenarios,
      storefront: storefrontLevel(front),
      handling: entry.handling.map((h) => (h.kind === 'step-back' ? `step-back:${h.step}` : h.kind)),
      modules: front.modules,
      // Tests asserting the handling first, the text tests of i18n/ after them.
      tests: [...front.tests].sort((a, b) => Number(isTextTest(a)) - Number(isTextTest(b))),
      texts: front.texts,
      pact: interactions.length > 0 ? 'covered' : 'none',
      interactions,
    };
  });
  return { rows, totals: totalsOf(rows) };
}
