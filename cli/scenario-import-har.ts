import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { exchangesOfHar, HarError } from '../scenarios/recording/har';
import { matchExchange } from '../scenarios/recording/match-calls';
import { writtenLines } from './record';
import { checkRecordingOut, writeRecording } from './recording-file';
import { httpUrlOf, usageError } from './usage-error';

interface ImportFlags {
  out: string;
  apiBase?: string;
  force?: boolean;
}

const EXAMPLES = `
Examples:
  $ harness scenario import-har checkout.har --out scenarios/recorded/guest-checkout.ts
  $ harness scenario import-har session.har --api-base https://api.example/v --out scenarios/recorded/express.ts --force
  $ harness scenario run scenarios/recorded/guest-checkout.ts

The HAR file is what a browser saves from its network panel ("Save all as HAR with content"). Its API calls
  become a typed scenario as "harness record" writes them (see "harness record --help": the same redaction
  and saved ids). The page's own loads (documents, scripts, styles, images) are skipped; API calls of no
  operation are named in the file as left out. --api-base keeps only calls under that URL and strips its path.
Exit codes: 0 written, 1 no call of an operation in the file, 2 usage error (a missing or malformed file).`;

export function registerScenarioImportHar(scenario: Command): void {
  scenario
    .command('import-har <file>')
    .description("Write a browser's HAR file (the storefront's calls) as a typed scenario file.")
    .requiredOption(
      '--out <file>',
      'the scenario file to write (.ts, kebab-case name, in an existing folder)',
    )
    .option('--api-base <url>', 'keep only calls under this URL, its path stripped (default: every origin)')
    .option('--force', 'replace --out if it exists')
    .addHelpText('after', EXAMPLES)
    .action((file: string, flags: ImportFlags) => {
      const apiBase = flags.apiBase
        ? httpUrlOf('--api-base', flags.apiBase, 'https://api.example')
        : undefined;
      checkRecordingOut(flags.out, Boolean(flags.force));
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        usageError(code === 'ENOENT' ? `no HAR file ${file}` : `cannot read ${file} (${code})`);
      }
      let har: ReturnType<typeof exchangesOfHar>;
      try {
        har = exchangesOfHar(JSON.parse(text), apiBase);
      } catch (error) {
        if (error instanceof SyntaxError) usageError(`${file} is not JSON: ${error.message}`);
        if (error instanceof HarError) usageError(`${file}: ${error.message}`);
        throw error;
      }
      har.exchanges.forEach((exchange, i) => {
        const matched = matchExchange(exchange, i + 1);
        const call = `${exchange.method} ${exchange.path}`;
        console.log(
          'leftOut' in matched
            ? `#${i + 1} ${exchange.status} ${call} left out: ${matched.leftOut.why}`
            : `#${i + 1} ${exchange.status} ${call} ${matched.call.op.operationId}`,
        );
      });
      if (har.skipped > 0)
        console.log(
          `harness: ${har.skipped} other entr${har.skipped === 1 ? 'y' : 'ies'} skipped (the page's own loads, other origins, unanswered)`,
        );
      if (!har.exchanges.some((e, i) => 'call' in matchExchange(e, i + 1))) {
        console.error(`harness: ${file} holds no call of an operation; ${flags.out} not written.`);
        process.exitCode = 1;
        return;
      }
      const written = writeRecording(
        har.exchanges,
        flags.out,
        `${basename(file)} (harness scenario import-har)`,
      );
      for (const line of writtenLines(written)) console.log(line);
    });
}
