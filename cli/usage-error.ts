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

/** Byte units as body-parser and most servers count them: 1024-based, with or without the `i`. */
const BYTE_UNITS: Readonly<Record<string, number>> = {
  b: 1,
  kb: 2 ** 10,
  kib: 2 ** 10,
  mb: 2 ** 20,
  mib: 2 ** 20,
  gb: 2 ** 30,
  gib: 2 ** 30,
};
/** The largest body limit taken: a simulator needs kilobytes; more only lets a caller fill its memory. */
export const MAX_BODY_LIMIT = 100 * 2 ** 20;

/** `1mb`, `512kb`, `1.5MiB` or plain bytes (`65536`): 1 byte to 100 MiB. */
export function parseByteSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = BYTE_UNITS[(match?.[2] || 'b').toLowerCase()];
  const bytes = match && unit ? Math.floor(Number(match[1]) * unit) : Number.NaN;
  if (!(bytes >= 1 && bytes <= MAX_BODY_LIMIT))
    throw new InvalidArgumentError(
      'a size is bytes or a number with kb, mb (1024-based), from 1 byte to 100mb, e.g. 512kb, 1mb, 65536.',
    );
  return bytes;
}

/** Prints one clear line (with the nearest names, if any) and exits with the usage code. */
export function usageError(problem: string, suggestions: readonly string[] = [], otherwise = ''): never {
  const hint =
    suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : otherwise ? ` ${otherwise}` : '';
  const sentence = /[.?!]$/.test(problem) ? problem : `${problem}.`;
  console.error(`harness: ${sentence}${hint}`);
  process.exit(USAGE_EXIT);
}

/** An http(s) URL for an option (`--target`), else one line naming it and exit 2. */
export function httpUrlOf(option: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    usageError(`${option} "${value}" is not a URL (expected e.g. ${example})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    usageError(`${option} "${value}" must start with http:// or https:// (e.g. ${example})`);
  return url;
}
