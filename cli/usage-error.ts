import { InvalidArgumentError } from 'commander';

/** Exit code of a usage error (bad option, unknown command or scenario). */
export const USAGE_EXIT = 2;

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535 (0 picks a free one).');
  }
  return port;
}

export function parseSeed(value: string): number {
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new InvalidArgumentError('a seed is a whole number, 0 or more.');
  return seed;
}

export function parseMinutes(value: string): number {
  const minutes = Number(value);
  if (value.trim() === '' || !Number.isFinite(minutes) || minutes < 0)
    throw new InvalidArgumentError('minutes are a number, 0 or more (0: never).');
  return minutes;
}

/** Prints one clear line (with the nearest names, if any) and exits with the usage code. */
export function usageError(problem: string, suggestions: readonly string[] = [], otherwise = ''): never {
  const hint =
    suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : otherwise ? ` ${otherwise}` : '';
  const sentence = /[.?!]$/.test(problem) ? problem : `${problem}.`;
  console.error(`harness: ${sentence}${hint}`);
  process.exit(USAGE_EXIT);
}
