import type { Command } from 'commander';
import { catalogue, catalogueList, isCatalogueId } from '../contracts/errors/catalogue';
import { catalogueArea } from '../contracts/errors/catalogue-entry';
import type { Handling } from '../contracts/errors/handling';
import { operationKey } from '../contracts/registry/define-operations';
import { operationList } from '../contracts/registry/operations';
import { allScenarios } from '../scenarios';
import { nearestNames } from '../simulator/core/nearest-names';
import { usageError } from './usage-error';

const AREAS = catalogueArea.options;

function describeHandling(h: Handling): string {
  const { kind, ...rest } = h;
  const detail = Object.entries(rest).map(([k, v]) => `${k} ${v}`);
  return detail.length > 0 ? `${kind} (${detail.join(', ')})` : kind;
}

/** The operations listing an id; ids every operation (or every one reading a body) lists are summed up. */
function answeredBy(id: string): string[] {
  const ops = operationList.filter((op) => (op.errorIds as readonly string[]).includes(id));
  const withBody = operationList.filter((op) => op.request.body !== undefined);
  if (ops.length === operationList.length) return [`  answered by every operation (${ops.length})`];
  if (ops.length === withBody.length && ops.every((op) => op.request.body !== undefined))
    return [`  answered by every operation that reads a body (${ops.length})`];
  if (ops.length === 0) return ['  answered by no operation lists it'];
  return ['  answered by', ...ops.map((op) => `    ${operationKey(op)}`)];
}

export function registerErrors(program: Command): void {
  const errors = program
    .command('errors')
    .description('The error catalogue: every error id, flash code and item code, with status and handling.')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness errors list --area payment\n  $ harness errors show CART_NOT_FOUND',
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
}
