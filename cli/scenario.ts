import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { allScenarios } from '../scenarios';
import { scenarioPresets } from '../scenarios/presets';
import { jsonReport } from '../scenarios/reporters/json';
import { junitReport } from '../scenarios/reporters/junit';
import { prettyReport } from '../scenarios/reporters/pretty';
import { runScenarios } from '../scenarios/run-many';
import type { Scenario } from '../scenarios/scenario';
import { nearestNames } from '../simulator/core/nearest-names';
import { httpTransport } from '../simulator/transports/http';
import { inProcessTransport } from '../simulator/transports/in-process';
import type { Transport } from '../simulator/transports/transport';
import { isScenarioPath, loadScenarioFile } from './scenario-file';
import { registerScenarioImportHar } from './scenario-import-har';
import { registerScenarioShow } from './scenario-show';
import { collect, TAGS, tagsOf, withTags } from './scenario-tags';
import { parseSeed, usageError } from './usage-error';
import { writeReport } from './write-report';

interface RunFlags {
  all?: boolean;
  tag: string[];
  excludeTag: string[];
  baseUrl?: string;
  reporter: 'pretty' | 'json' | 'junit';
  out?: string;
  parallel: number;
  seed?: number;
}

const TAG_HELP = `\nTags: ${TAGS.join(', ')}.\n  The error areas are the catalogue's groups; "injected" marks scenarios that need the harness control API.`;

const REPORTERS = { pretty: prettyReport, json: jsonReport, junit: junitReport } as const;

function parseParallel(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new InvalidArgumentError('a whole number from 1 to 64.');
  return n;
}

function choose(names: string[], flags: RunFlags, fromFiles: readonly Scenario[] = []): readonly Scenario[] {
  const named = names.length > 0 || fromFiles.length > 0;
  if (named && flags.all)
    usageError('--all runs every scenario; pass either --all or scenario names, not both');
  if (!named && !flags.all && flags.tag.length === 0 && flags.excludeTag.length === 0)
    usageError('name the scenarios (or scenario files) to run, or pass --all, --tag or --exclude-tag');
  const byName = new Map(allScenarios.map((s) => [s.name, s]));
  for (const name of names) {
    if (!byName.has(name))
      usageError(
        `no scenario named "${name}"`,
        nearestNames(name, [...byName.keys()]),
        'Run "harness scenario list".',
      );
  }
  const picked = named ? [...names.map((n) => byName.get(n) as Scenario), ...fromFiles] : allScenarios;
  return withTags(picked, flags.tag, flags.excludeTag);
}

/** A report goes to an existing, writable folder: checked before the run, not after minutes of it. */
export function checkOut(out: string | undefined): void {
  if (!out) return;
  const folder = dirname(resolve(out));
  try {
    if (!statSync(folder).isDirectory()) usageError(`--out ${out}: ${folder} is not a folder`);
    accessSync(folder, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    usageError(
      `--out ${out}: ${code === 'ENOENT' ? `no folder ${folder}` : `cannot write in ${folder} (${code})`}`,
    );
  }
}

/** A base URL must be http(s) and answer something; a real backend may lack the control API. */
async function reachable(baseUrl: string): Promise<Transport> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    usageError(`--base-url "${baseUrl}" is not a URL (expected e.g. http://localhost:4010)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    usageError(`--base-url "${baseUrl}" must start with http:// or https:// (e.g. http://localhost:4010)`);
  }
  try {
    await fetch(new URL('/__harness/health', url), { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    usageError(`cannot reach ${url.origin}: ${why}. Is "harness serve" running there?`);
  }
  return httpTransport(url.origin + url.pathname.replace(/\/$/, ''));
}

export function registerScenario(program: Command): void {
  const scenario = program
    .command('scenario')
    .description('QA scenarios: named flows and error-catalogue cases.')
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness scenario list --tag checkout\n  $ harness scenario show guest-checkout\n  $ harness scenario run --all --reporter junit --out scenarios.xml' +
        '\n  $ harness scenario import-har checkout.har --out scenarios/recorded/checkout.ts' +
        '\n  $ harness scenario run scenarios/recorded/checkout.ts',
    );

  scenario
    .command('list')
    .description('List the scenarios.')
    .option('--tag <tag>', 'only scenarios with this tag (repeat: any of them)', collect, [])
    .option('--exclude-tag <tag>', 'leave out scenarios with this tag (repeatable)', collect, [])
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      `\nExamples:\n  $ harness scenario list\n  $ harness scenario list --tag checkout --json\n${TAG_HELP}`,
    )
    .action((flags: { tag: string[]; excludeTag: string[]; json?: boolean }) => {
      const list = withTags(allScenarios, flags.tag, flags.excludeTag);
      if (flags.json) {
        console.log(
          JSON.stringify(
            list.map(({ name, description, tags, seed, injected, produces, setup }) => ({
              name,
              description,
              tags: tagsOf({ tags, injected }),
              ...(seed === undefined ? {} : { seed }),
              injected: Boolean(injected),
              produces: produces ?? [],
              setup: setup ?? {},
            })),
            null,
            2,
          ),
        );
        return;
      }
      for (const s of list) console.log(`${s.name.padEnd(44)} ${tagsOf(s).join(',')}`);
      console.log(`\n${list.length} scenarios`);
    });

  registerScenarioShow(scenario);
  registerScenarioImportHar(scenario);

  scenario
    .command('run [names...]')
    .description(
      'Run scenarios (by name, or scenario files such as scenarios/recorded/x.ts) against the simulator in this process, or against --base-url. Exit 0 all passed, 1 any failed, 2 usage error.',
    )
    .option('--all', 'run every scenario (not together with names)')
    .option('--tag <tag>', 'only scenarios with this tag (repeat: any of them)', collect, [])
    .option(
      '--exclude-tag <tag>',
      'leave out scenarios with this tag (repeatable; "--exclude-tag injected" against a real backend)',
      collect,
      [],
    )
    .option(
      '--base-url <url>',
      'a running "harness serve" or a real backend (default: the simulator in-process)',
    )
    .addOption(
      new Option('--reporter <reporter>', 'output format')
        .choices(['pretty', 'json', 'junit'])
        .default('pretty'),
    )
    .option('--out <file>', 'write the report to a file in an existing folder (the summary still prints)')
    .option('--parallel <n>', 'scenarios at once (each has its own session)', parseParallel, 4)
    .option(
      '--seed <n>',
      'data seed of the in-process simulator (a scenario that declares its own seed keeps it)',
      parseSeed,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness scenario run guest-checkout\n  $ harness scenario run --all --reporter junit --out scenarios.xml\n' +
        '  $ harness scenario run scenarios/recorded/guest-checkout.ts     # the scenarios a file exports\n' +
        '  $ harness scenario run --tag checkout --base-url http://localhost:4010\n' +
        `  $ harness scenario run --all --exclude-tag injected --base-url https://backend.example\n${TAG_HELP}`,
    )
    .action(async (args: string[], flags: RunFlags) => {
      const fromFiles: Scenario[] = [];
      for (const path of args.filter(isScenarioPath)) fromFiles.push(...(await loadScenarioFile(path)));
      const names = args.filter((arg) => !isScenarioPath(arg));
      const chosen = choose(names, flags, fromFiles);
      checkOut(flags.out);
      if (flags.baseUrl && flags.seed !== undefined)
        usageError(
          '--seed applies to the in-process simulator; start the server with "harness serve --seed N" instead',
        );
      const transport = flags.baseUrl
        ? await reachable(flags.baseUrl)
        : inProcessTransport({ seed: flags.seed, presets: scenarioPresets([...allScenarios, ...fromFiles]) });
      console.error(
        `harness: running ${chosen.length} scenario${chosen.length === 1 ? '' : 's'} against ${transport.label}, ${flags.parallel} at once`,
      );
      const summary = await runScenarios(chosen, transport, {
        parallel: flags.parallel,
        onResult: (r, done, total) =>
          console.error(
            `[${String(done).padStart(String(total).length)}/${total}] ${r.passed ? 'ok  ' : 'FAIL'} ${r.name} (${r.durationMs} ms)`,
          ),
      });
      writeReport(summary, REPORTERS, flags);
      process.exitCode = summary.failed > 0 ? 1 : 0;
    });
}
