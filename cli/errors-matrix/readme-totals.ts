import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type Totals } from './matrix';
import { totalsLines } from './render-table';

export const README_FILE = join(REPO_ROOT, 'README.md');
const START = '<!-- errors-matrix totals: written by `node cli/bin.mjs errors matrix --write-baseline` -->';
const END = '<!-- /errors-matrix totals -->';

/** The README's block of totals: the matrix's summary lines in a code block, between the markers. */
export function totalsBlock(totals: Totals): string {
  return [START, '```', ...totalsLines(totals), '```', END].join('\n');
}

/** The block as the README holds it now, or undefined when the markers are missing. */
export function readmeBlock(text: string): string | undefined {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  return from < 0 || to < from ? undefined : text.slice(from, to + END.length);
}

/** Puts the totals in the README between the markers; false when the README has no markers. */
export function writeReadmeTotals(totals: Totals, file = README_FILE): boolean {
  const text = readFileSync(file, 'utf8');
  const block = readmeBlock(text);
  if (block === undefined) return false;
  writeFileSync(
    file,
    text.replace(block, () => totalsBlock(totals)),
  );
  return true;
}
