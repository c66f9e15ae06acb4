import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST = fileURLToPath(new URL('../storefront/dist/', import.meta.url));
/** The build's source maps, kept out of dist (storefront/vite-plugins/source-maps-outside-dist.ts). */
export const SOURCE_MAPS = fileURLToPath(new URL('../build/sourcemaps/', import.meta.url));

/** Module paths that must never reach a production build: the simulator and its libraries. */
export const FORBIDDEN_SOURCES: readonly RegExp[] = [
  /(^|\/)simulator\//,
  /(^|\/)scenarios\//,
  /node_modules\/(msw|@mswjs|@msw|@faker-js|@bundled-es-modules)\//,
  /(^|\/)storefront\/src\/dev\//,
  /(^|\/)storefront\/src\/testing\//,
];

/** Strings that only the simulator's code would put into a chunk. */
export const FORBIDDEN_TEXT: readonly string[] = [
  'mockServiceWorker',
  'setupWorker',
  'faker',
  '__harness/reset',
];

/**
 * The message compiler (Lingui's ICU parser) and the former message library: the build compiles every
 * catalogue (storefront/vite-plugins/precompiled-messages.ts), so pages ship Lingui's runtime only.
 */
export const MESSAGE_COMPILER_SOURCES: readonly RegExp[] = [
  /node_modules\/(@lingui\/message-utils|@messageformat|react-intl|@formatjs|intl-messageformat)\//,
];

/** Every module path the build's source maps list, by map file. */
export function sourcesOf(files: ReadonlyMap<string, string>): [file: string, source: string][] {
  return [...files]
    .filter(([file]) => file.endsWith('.js.map'))
    .flatMap(([file, text]) =>
      ((JSON.parse(text) as { sources?: string[] }).sources ?? []).map((s) => [file, s] as [string, string]),
    );
}

export interface BuildFinding {
  readonly file: string;
  readonly what: string;
}

/** Every file of the build, relative to dist. */
export function buildFiles(dist = DIST): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else out.push(`${prefix}${entry.name}`);
    }
  };
  walk(dist, '');
  return out;
}

/** What in a build came from the simulator: by the source maps' module list and by tell-tale text. */
export function simulatorTraces(files: ReadonlyMap<string, string>): BuildFinding[] {
  const findings: BuildFinding[] = [];
  for (const [file, text] of files) {
    if (file.endsWith('.map')) {
      const sources = (JSON.parse(text) as { sources?: string[] }).sources ?? [];
      for (const source of sources) {
        if (FORBIDDEN_SOURCES.some((re) => re.test(source)))
          findings.push({ file, what: `module ${source}` });
      }
    } else if (file.endsWith('.js') || file.endsWith('.html')) {
      for (const needle of FORBIDDEN_TEXT)
        if (text.includes(needle)) findings.push({ file, what: `text "${needle}"` });
    }
  }
  return findings;
}

/** Builds the storefront unless a build is already there (npm test builds once, before the tests). */
export function ensureBuild(dist = DIST): void {
  // A dist without build/sourcemaps beside it is from before the maps moved out: build again.
  if (existsSync(join(dist, 'index.html')) && existsSync(SOURCE_MAPS)) return;
  execFileSync('npx', ['vite', 'build', '--config', 'storefront/vite.config.ts', '--logLevel', 'warn'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}

/** Every file of the deployable folder, by path relative to dist. */
export function readBuild(dist = DIST): Map<string, string> {
  return new Map(buildFiles(dist).map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
}

/** The build's source maps, by the path their chunk has in dist plus `.map` (assets/x.js.map). */
export function readSourceMaps(dir = SOURCE_MAPS): Map<string, string> {
  return readBuild(dir);
}

/** The deployable files and the source maps together, for checks of which modules a chunk holds. */
export function readBuildWithMaps(): Map<string, string> {
  return new Map([...readBuild(), ...readSourceMaps()]);
}

/** Source maps, or references to them, in the deployable folder. */
export function shippedSourceMaps(files: ReadonlyMap<string, string>): BuildFinding[] {
  return [...files].flatMap(([file, text]) => {
    if (file.endsWith('.map')) return [{ file, what: 'a source map' }];
    return /[#@] sourceMappingURL=/.test(text) ? [{ file, what: 'a sourceMappingURL comment' }] : [];
  });
}
