import type { Command } from 'commander';
import { matchExchange } from '../scenarios/recording/match-calls';
import type { Exchange } from '../simulator/proxy/check-exchange';
import { startRecordingProxy } from '../simulator/recording/recording-proxy';
import { checkRecordingOut, type WrittenRecording, writeRecording } from './recording-file';
import { httpUrlOf, parsePort } from './usage-error';

interface RecordFlags {
  target: string;
  out: string;
  port: number;
  host: string;
  force?: boolean;
  session?: string;
}

const EXAMPLES = `
Examples:
  $ harness serve --port 4010 &
  $ harness record --target http://localhost:4010 --out scenarios/recorded/guest-checkout.ts
      # point the storefront (or curl) at http://127.0.0.1:4012, check out, then Ctrl+C
  $ harness record --target https://api.staging.example --port 0 --out scenarios/recorded/express.ts --force
  $ harness record --target http://localhost:4010 --session qa-7 --out scenarios/recorded/qa-7.ts   # one tab's calls
  $ harness scenario run scenarios/recorded/guest-checkout.ts                  # replay in-process
  $ harness scenario run scenarios/recorded/guest-checkout.ts --base-url http://localhost:4010

Every call goes to --target unchanged and its answer comes back unchanged; each is printed as one line as it
  is recorded ("#3 201 POST /cart/v1/item addCartItem", or "#4 left out ...: why").
On Ctrl+C (SIGINT) or SIGTERM the calls are written as a typed scenario (the same step() calls as
  scenarios/flows, so "npm run typecheck" checks each input against its contract): expected status, error id,
  flash codes and key fields; ids an earlier answer created (cart, item, order, payment instrument,
  authorization code ...) become that step's saved variables; authorization headers and cookies are dropped
  (the runner sends the token a step saved); passwords, card tokens, gift card numbers and pins, bot-check
  and PKCE values become the simulator's fixtures, or $HARNESS_PASSWORD, $HARNESS_GIFT_CARD_NUMBER ... when
  replayed against a real backend. The harness's own /__harness calls, CORS preflights and calls of no
  operation are left out (a comment in the file says which and why).
Exit codes: 0 written, 1 nothing to write (no call of an operation recorded) or the proxy did not start,
  2 usage error.`;

export interface RecordingOptions {
  readonly target: URL;
  readonly out: string;
  readonly port?: number;
  readonly host?: string;
  /** Record only the calls of this `x-harness-session` (the others are forwarded, not recorded). */
  readonly session?: string;
  /** One line per recorded call (default: stdout). */
  readonly onLine?: (line: string) => void;
}

export interface Recording {
  readonly url: string;
  /** Calls recorded so far. */
  readonly exchanges: readonly Exchange[];
  /** Stops the proxy and writes the scenario; undefined when no call of an operation was recorded. */
  stop(): Promise<WrittenRecording | undefined>;
}

/** The recording proxy of `harness record`, in-process: forwards, prints a line per call, writes on stop. */
export async function startRecording(options: RecordingOptions): Promise<Recording> {
  const exchanges: Exchange[] = [];
  const line = options.onLine ?? ((text: string) => console.log(text));
  const proxy = await startRecordingProxy({
    target: options.target,
    port: options.port,
    host: options.host,
    onExchange: (exchange) => {
      const session = exchange.requestHeaders?.['x-harness-session'];
      if (options.session !== undefined && session !== options.session) {
        line(
          `- ${exchange.status} ${exchange.method} ${exchange.path} not recorded: session ${session ?? '(none)'}`,
        );
        return;
      }
      exchanges.push(exchange);
      const number = exchanges.length;
      const matched = matchExchange(exchange, number);
      const call = `${exchange.method} ${exchange.path}`;
      line(
        'leftOut' in matched
          ? `#${number} ${exchange.status} ${call} left out: ${matched.leftOut.why}`
          : `#${number} ${exchange.status} ${call} ${matched.call.op.operationId}`,
      );
    },
    onUnanswered: (call, why) =>
      line(`${call}: ${options.target.origin} did not answer (${why}); not recorded`),
  });
  return {
    url: proxy.url,
    exchanges,
    async stop() {
      await proxy.close();
      const known = exchanges.some((e, i) => 'call' in matchExchange(e, i + 1));
      if (!known) return undefined;
      const target = options.target.href.replace(/\/$/, '');
      return writeRecording(exchanges, options.out, `${target} (harness record)`);
    },
  };
}

/** The summary printed when a recording is written. */
export function writtenLines(written: WrittenRecording): string[] {
  const leftOut = written.built.entries.length - written.steps;
  return [
    `harness: wrote ${written.file}: ${written.steps} step${written.steps === 1 ? '' : 's'}` +
      `${leftOut > 0 ? `, ${leftOut} call${leftOut === 1 ? '' : 's'} left out` : ''}` +
      `${written.built.redacted.length > 0 ? `, ${written.built.redacted.length} kind(s) of secret redacted` : ''}.`,
    ...written.built.warnings.map((w) => `harness: warning: ${w}`),
    ...(written.formatted
      ? []
      : ['harness: warning: biome did not format the file; run "npx biome check --write" on it']),
    `harness: replay with: harness scenario run ${written.file}`,
  ];
}

export function registerRecord(program: Command): void {
  program
    .command('record')
    .description(
      'A recording proxy: forwards every call to --target and, on Ctrl+C, writes the calls as a typed scenario file.',
    )
    .requiredOption('--target <url>', 'the backend to forward to (http or https, a base path allowed)')
    .requiredOption(
      '--out <file>',
      'the scenario file to write (.ts, kebab-case name, in an existing folder)',
    )
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 4012)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--force', 'replace --out if it exists')
    .option(
      '--session <name>',
      'record only the calls of this x-harness-session (the others are only forwarded)',
    )
    .addHelpText('after', EXAMPLES)
    .action(async (flags: RecordFlags) => {
      const target = httpUrlOf('--target', flags.target, 'http://localhost:4010');
      checkRecordingOut(flags.out, Boolean(flags.force));
      let recording: Recording;
      try {
        recording = await startRecording({
          target,
          out: flags.out,
          port: flags.port,
          host: flags.host,
          ...(flags.session === undefined ? {} : { session: flags.session }),
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        console.error(
          code === 'EADDRINUSE'
            ? `harness: port ${flags.port} is in use; try --port ${flags.port + 1} (or --port 0 for a free one).`
            : `harness: could not start the recording proxy: ${(error as Error).message}`,
        );
        process.exit(1);
      }
      console.log(`harness: recording on ${recording.url} -> ${target.href.replace(/\/$/, '')}`);
      console.log(`harness: Ctrl+C writes ${flags.out}`);
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        setTimeout(() => process.exit(1), 10_000).unref();
        void recording.stop().then(
          (written) => {
            if (!written) {
              console.error(
                `harness: no call of an operation was recorded (${recording.exchanges.length} call(s) seen); ${flags.out} not written.`,
              );
              process.exit(1);
            }
            for (const text of writtenLines(written)) console.log(text);
            process.exit(0);
          },
          (error: Error) => {
            console.error(`harness: could not write ${flags.out}: ${error.message}`);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
