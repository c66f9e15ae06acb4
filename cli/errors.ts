import type { Command } from 'commander';
import { mainCallHeaders, sessionCallHeaders } from '../contracts/common/headers';
import { catalogue, catalogueList, isCatalogueId } from '../contracts/errors/catalogue';
import { catalogueArea } from '../contracts/errors/catalogue-entry';
import type { Handling } from '../contracts/errors/handling';
import { operationKey } from '../contracts/registry/define-operations';
import { operationList } from '../contracts/registry/operations';
import { allScenarios } from '../scenarios';
import { nearestNames } from '../simulator/core/nearest-names';
import { registerErrorsMatrix } from './errors-matrix/command';
import { usageError } from './usage-error';

const AREAS = catalogueArea.options;

function describeHandling(h: Handling): string {
  const { kind, ...rest } = h;
  const detail = Object.entries(rest).map(([k, v]) => `${k} ${v}`);
  return detail.length > 0 ? `${kind} (${detail.join(', ')})` : kind;
}

type AnyOperation = (typeof operationList)[number];

const headerNames = (op: AnyOperation): readonly string[] => Object.keys(op.request.headers?.shape ?? {});

/** Operations carrying every header of a named header set of the contracts. */
const carrying =
  (set: { readonly shape: object }) =>
  (op: AnyOperation): boolean =>
    Object.keys(set.shape).every((name) => headerNames(op).includes(name));

/**
 * Groups of operations an id may be declared by as a rule rather than one by one: every operation, every one
 * reading a body, every one carrying a named header set. Checked in this order; the first that fits names it.
 */
const OPERATION_RULES: readonly { readonly label: string; readonly holds: (op: AnyOperation) => boolean }[] =
  [
    { label: 'every operation', holds: () => true },
    { label: 'every operation that reads a body', holds: (op) => op.request.body !== undefined },
    { label: 'every operation carrying the session headers', holds: carrying(sessionCallHeaders) },
    { label: 'every operation carrying the main headers', holds: carrying(mainCallHeaders) },
  ];

/** At most this many operations of a rule may lack the id for the rule to still sum it up ("except"). */
const MAX_EXCEPTIONS = 5;
/** A rule sums up only groups this large; smaller ones are listed in full. */
const MIN_RULE_SIZE = 10;

/**
 * The operations listing an id. An id a whole rule's group declares (API406 every operation, API415 every
 * one reading a body, AUT440 every one carrying the main headers) is summed up in one line with the count;
 * one its group declares but for a few is summed up with those few as exceptions.
 */
export function answeredBy(id: string): string[] {
  const ops = operationList.filter((op) => (op.errorIds as readonly string[]).includes(id));
  if (ops.length === 0) return ['  answered by no operation lists it'];
  const declares = new Set(ops);
  for (const rule of OPERATION_RULES) {
    const group = operationList.filter(rule.holds);
    if (group.length < MIN_RULE_SIZE || !ops.every(rule.holds)) continue;
    const missing = group.filter((op) => !declares.has(op));
    if (missing.length === 0) return [`  answered by ${rule.label} (${ops.length})`];
    if (missing.length <= MAX_EXCEPTIONS)
      return [
        `  answered by ${rule.label} (${ops.length} of ${group.length}), except`,
        ...missing.map((op) => `    ${operationKey(op)}`),
      ];
  }
  return ['  answered by', ...ops.map((op) => `    ${operationKey(op)}`)];
}

export function registerErrors(program: Command): void {
  const errors = program
    .command('errors')
    .description('The error catalogue: every error id, flash code and item code, with status and handling.')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness errors list --area payment\n  $ harness errors show CART_NOT_FOUND\n  $ harness errors matrix --gaps',
    );

  errors
    .command('list')
    .description('List catalogue entries.')
    .option('--area <area>', `only this area (${AREAS.join(', ')})`)
    .option('--json', 'print JSON instead of a table')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness errors list --area gift-card\n  $ harness errors list --json > errors.json',
    )
    .action((flags: { area?: string; json?: boolean }) => {
      if (flags.area && !(AREAS as readonly string[]).includes(flags.area)) {
        usageError(`no area "${flags.area}"`, nearestNames(flags.area, AREAS), `Areas: ${AREAS.join(', ')}.`);
      }
      const entries = catalogueList.filter((e) => !flags.area || e.area === flags.area);
      if (flags.json) {
        console.log(JSON.stringify(entries, null, 2));
        return;
      }
      for (const e of entries)
        console.log(`${e.id.padEnd(38)} ${String(e.status).padEnd(4)} ${e.area.padEnd(10)} ${e.message}`);
      console.log(`\n${entries.length} entries`);
    });

  errors
    .command('show <id>')
    .description(
      'Everything about one id (any case): area, kind, status, message, handling, the operations that answer it.',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness errors show GFC812\n  $ harness errors show pyt402\n  $ harness errors show PaymentNotAuthorized',
    )
    .action((typed: string) => {
      // Case-insensitive (`errors show pyt402`): no two ids differ only in case.
      const id = Object.keys(catalogue).find((k) => k.toLowerCase() === typed.toLowerCase()) ?? typed;
      if (!isCatalogueId(id))
        usageError(`no error id "${typed}"`, nearestNames(typed, Object.keys(catalogue)));
      const entry = catalogue[id];
      console.log(`${entry.id}`);
      console.log(`  area       ${entry.area}`);
      console.log(`  kind       ${entry.kind}`);
      console.log(`  status     ${entry.status}`);
      console.log(
        `  message    ${entry.message}${entry.chosen ? '  (status and text chosen by us; the spec does not give them)' : ''}`,
      );
      console.log(`  handling   ${entry.handling.map(describeHandling).join('; ') || 'none'}`);
      for (const line of answeredBy(id)) console.log(line);
      const producing = allScenarios
        .filter((sc) => sc.produces?.includes(entry.id))
        .map((sc) => sc.name + (sc.injected ? ' (injected)' : ''));
      console.log(`  scenarios  ${producing.length > 0 ? producing.join(', ') : 'none yet'}`);
    });

  registerErrorsMatrix(errors);
}
