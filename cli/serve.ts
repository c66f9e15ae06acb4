import { type Command, Option } from 'commander';
import { PROVIDER_STATE_SCENARIOS } from '../pact/states';
import { allScenarios } from '../scenarios';
import { scenarioPresets } from '../scenarios/presets';
import { nearestNames } from '../simulator/core/nearest-names';
import { DEFAULT_SEED } from '../simulator/core/simulator-core';
import { describeBytes, HTTP_LIMITS } from '../simulator/http-limits';
import { DEFAULT_SESSION_IDLE_MINUTES, startServer } from '../simulator/node';
import { parseByteSize, parseMinutes, parsePort, parseSeed, USAGE_EXIT } from './usage-error';

interface ServeFlags {
  port: number;
  seed: number;
  host: string;
  scenario?: string;
  sessionIdleMinutes: number;
  maxBody: number;
}

const seconds = (ms: number) => `${ms / 1000} s`;
const size = (bytes: number) => describeBytes(bytes).replace(/ \(.*\)$/, '');
const row = (limit: string, answer: string) => `  ${limit.padEnd(43)}${answer}`.trimEnd();
/** The limits, from the numbers the server runs with (simulator/http-limits.ts). */
const LIMITS = [
  'Limits (each refusal is the error envelope with its catalogue id, GET /__harness/errors):',
  row(`a body over ${size(HTTP_LIMITS.maxBodyBytes)} (--max-body)`, '413 API413, at once for a larger'),
  row('', 'Content-Length, at the limit for a chunked'),
  row('', 'body; then the connection closes'),
  row(`request line and headers over ${size(HTTP_LIMITS.maxHeaderBytes)}`, '431 API431'),
  row(`headers not in within ${seconds(HTTP_LIMITS.headersTimeoutMs)},`, '408 API408'),
  row(`  all of the request within ${seconds(HTTP_LIMITS.requestTimeoutMs)}`, ''),
  row('a bad or missing Host, malformed HTTP,', '400 API400'),
  row('  a path whose %-encoding does not decode', ''),
  row('an x-correlation-id other than 1 to 128', 'never echoed: the answer carries a fresh'),
  row('  of A-Z a-z 0-9 - . _ : / + =', 'id (API calls answer 400 API400)'),
  row('an idle keep-alive connection', `closed after ${seconds(HTTP_LIMITS.keepAliveTimeoutMs)}`),
].join('\n');

const EXAMPLES = `
Examples:
  $ harness serve                          # http://127.0.0.1:4010, seed ${DEFAULT_SEED}
  $ harness serve --port 4011 --seed 42    # another port and data set
  $ curl -s localhost:4010/__harness/health
  $ curl -s 'localhost:4010/products/v2/search/productSearch?q=jacket&limit=2' \\
      -H 'x-locale: en-us' -H 'x-brand: summitpeak' -H 'x-channel: ECOMM' -H 'x-region: NORA'
  $ curl -s -X POST localhost:4010/__harness/faults -H 'content-type: application/json' \\
      -d '{"operation":"PUT /cart/v2/checkout/order","errorId":"PYT402","times":1}'

Sessions: send "x-harness-session: NAME" to get an isolated world (data, faults, scenario).
  A session unused for --session-idle-minutes ends (default ${DEFAULT_SESSION_IDLE_MINUTES}; 0 never; "default" stays).
  More sessions than one process serves: run several, each on its own port, behind nginx hashing on the
  session header (deploy/nginx/harness.conf; README "Running more sessions than one process serves").
Faults: without "times" a fault answers every call until DELETE /__harness/faults; an errorId the
  operation does not declare is refused unless the fault says "force": true.
Control API: GET /__harness/health, POST /__harness/reset, GET /__harness/scenarios,
  POST /__harness/scenarios/{name}, GET|POST|DELETE /__harness/faults, GET /__harness/errors,
  GET /__harness/openapi.json, DELETE /__harness/sessions/{name}, DELETE /__harness/sessions,
  GET|POST /__harness/clock, GET /__harness/outbox (password reset codes the session would have mailed),
  GET /__harness/csp-reports (Content-Security-Policy reports), POST|DELETE
  /__harness/content-pages/{siteId}/{slug} (a test's own blocks for a seeded page), GET|POST|DELETE
  /__harness/bot-check ({"failNext": 1}: the next bot check answers AUT403 with the appId); all of them at
  http://127.0.0.1:4010/__harness/
Bot defence: POST /bot-defence/{appId}/challenge and /bot-defence/{appId}/challenge/{challengeId} stand in
  for the provider's challenge (its pass token gets a challenged session's next call through).
Images: GET /images/{path after https://images.summitpeak.example}?wid=&hei= answers an offline SVG
  (product shots, content landscapes, the logo), e.g. curl -s 'localhost:4010/images/content/hero-1.jpg?wid=800'
Stops on SIGINT (Ctrl+C) or SIGTERM, also through "npm run serve": closes the port and exits 0.

${LIMITS}`;

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'Start the simulator as an HTTP server: the spec paths at the root, the control API under /__harness.',
    )
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 4010)
    .option(
      '--seed <n>',
      'data seed: the same seed gives the same catalogue, ids and prices',
      parseSeed,
      DEFAULT_SEED,
    )
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option(
      '--scenario <name>',
      'activate this scenario (its seed, stock levels and faults) in every new session',
    )
    .option(
      '--session-idle-minutes <n>',
      'end sessions unused this long (0: never)',
      parseMinutes,
      DEFAULT_SESSION_IDLE_MINUTES,
    )
    .addOption(
      new Option(
        '--max-body <size>',
        'the largest request body read (512kb, 1mb, or bytes; 1024-based); a larger one answers 413 API413',
      )
        .argParser(parseByteSize)
        .default(HTTP_LIMITS.maxBodyBytes, '1mb'),
    )
    .addHelpText('after', EXAMPLES)
    .action(async (flags: ServeFlags, command: Command) => {
      // The Pact provider states' presets too, so `harness pact verify --provider-base-url` can set them up here.
      const presets = scenarioPresets([...allScenarios, ...PROVIDER_STATE_SCENARIOS]);
      if (flags.scenario && !presets.some((p) => p.name === flags.scenario)) {
        const near = nearestNames(
          flags.scenario,
          presets.map((p) => p.name),
        );
        const hint =
          near.length > 0
            ? ` Did you mean: ${near.join(', ')}?`
            : presets.length === 0
              ? ' No scenarios are registered yet.'
              : ` Known: ${presets.map((p) => p.name).join(', ')}.`;
        console.error(`harness: no scenario named "${flags.scenario}".${hint}`);
        process.exit(USAGE_EXIT);
      }
      const scenarioSeed = presets.find((p) => p.name === flags.scenario)?.seed;
      if (scenarioSeed !== undefined && scenarioSeed !== flags.seed) {
        if (command.getOptionValueSource('seed') === 'cli') {
          console.error(
            `harness: scenario "${flags.scenario}" runs on seed ${scenarioSeed}; drop --seed or pass --seed ${scenarioSeed}.`,
          );
          process.exit(USAGE_EXIT);
        }
        flags.seed = scenarioSeed;
      }
      let running: Awaited<ReturnType<typeof startServer>>;
      try {
        running = await startServer({
          port: flags.port,
          host: flags.host,
          seed: flags.seed,
          presets,
          defaultPreset: flags.scenario,
          sessionIdleMinutes: flags.sessionIdleMinutes,
          maxBodyBytes: flags.maxBody,
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        console.error(
          code === 'EADDRINUSE'
            ? `harness: port ${flags.port} is in use; try --port ${flags.port + 1} (or --port 0 for a free one).`
            : `harness: could not start the server: ${(error as Error).message}`,
        );
        process.exit(1);
      }
      console.log(
        `harness: simulator on ${running.url} (seed ${flags.seed}${flags.scenario ? `, scenario ${flags.scenario}` : ''})`,
      );
      console.log(`harness: control API ${running.url}/__harness/health; Ctrl+C to stop.`);
      // Repeated signals are ignored while closing (Ctrl+C reaches both npm and us, and npm forwards it
      // again); a close that hangs is cut short. A requested stop is a clean one: exit 0.
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        setTimeout(() => process.exit(0), 3000).unref();
        void running.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
