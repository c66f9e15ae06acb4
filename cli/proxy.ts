import { type Command, Option } from 'commander';
import { DRIFT_REPORTERS } from '../simulator/proxy/drift-reporters';
import { type RunningProxy, startProxy } from '../simulator/proxy/proxy-server';
import { checkOut } from './scenario';
import { httpUrlOf, parsePort } from './usage-error';
import { writeReport } from './write-report';

interface ProxyFlags {
  target: string;
  port: number;
  host: string;
  reporter: 'pretty' | 'json' | 'junit';
  out?: string;
  failOnViolation?: boolean;
}

const EXAMPLES = `
Examples:
  $ harness proxy --target https://api.staging.example          # http://127.0.0.1:4011 in front of it
  $ harness proxy --target http://localhost:4010 --port 0       # in front of "harness serve", any free port
  $ harness proxy --target https://api.staging.example --fail-on-violation --reporter junit --out drift.xml
  $ curl -si 'localhost:4011/products/v2/search/productSearch?q=jacket' \\
      -H 'x-locale: en-us' -H 'x-brand: summitpeak' -H 'x-channel: ECOMM' -H 'x-region: NORA' | grep x-harness-drift
  $ curl -s localhost:4011/__harness/drift                      # the drift report so far (JSON)
  $ curl -s -X POST localhost:4011/__harness/faults -H 'content-type: application/json' \\
      -H 'x-harness-session: qa-1' -d '{"operation":"PUT /cart/v2/checkout/order","errorId":"PYT402","times":1}'

Every call goes to --target unchanged (method, path, query, headers but hop-by-hop ones, body) and its answer
  comes back unchanged, plus "x-harness-drift: COUNT; KIND FIELD; ..." naming what the exchange breaks.
Checks, each logged on stderr as found (operation, kind, field, expected, got): unknown-operation,
  request-schema (params, query, body), response-schema (a success body), undeclared-status,
  undeclared-error-id, error-envelope (an error answer that is not the envelope).
Control API (the proxy's own, never forwarded): GET /__harness/drift, GET /__harness/health,
  GET|POST|DELETE /__harness/faults as in "harness serve", per x-harness-session: a matching fault answers
  the catalogue's envelope instead of the backend, or adds latencyMs and then forwards.
Stops on SIGINT (Ctrl+C) or SIGTERM: prints the drift report (--reporter, --out) and exits 0, or 1 with
  --fail-on-violation when any violation was seen; 2 for a usage error.`;

export function registerProxy(program: Command): void {
  program
    .command('proxy')
    .description(
      'A contract-validating proxy in front of a real backend: forwards every call, reports drift from the contracts.',
    )
    .requiredOption('--target <url>', 'the backend to forward to (http or https, a base path allowed)')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 4011)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .addOption(
      new Option('--reporter <reporter>', 'format of the drift report printed on exit')
        .choices(['pretty', 'json', 'junit'])
        .default('pretty'),
    )
    .option(
      '--out <file>',
      'write the exit report to a file in an existing folder (the summary still prints)',
    )
    .option('--fail-on-violation', 'exit 1 when any violation was seen')
    .addHelpText('after', EXAMPLES)
    .action(async (flags: ProxyFlags) => {
      const target = httpUrlOf('--target', flags.target, 'https://api.staging.example');
      checkOut(flags.out);
      let running: RunningProxy;
      try {
        running = await startProxy({ target, port: flags.port, host: flags.host });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        console.error(
          code === 'EADDRINUSE'
            ? `harness: port ${flags.port} is in use; try --port ${flags.port + 1} (or --port 0 for a free one).`
            : `harness: could not start the proxy: ${(error as Error).message}`,
        );
        process.exit(1);
      }
      console.log(`harness: proxy on ${running.url} -> ${running.report.target}`);
      console.log(`harness: drift report ${running.url}/__harness/drift; Ctrl+C to stop.`);
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        const summary = running.report.summary();
        const code = flags.failOnViolation && summary.violations > 0 ? 1 : 0;
        setTimeout(() => process.exit(code), 3000).unref();
        void running.close().then(() => {
          writeReport(summary, DRIFT_REPORTERS, flags);
          process.exit(code);
        });
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
