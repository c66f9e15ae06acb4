import { type Command, Option } from 'commander';
import { PROVIDER_STATES } from '../pact/states';
import { describeState, stateLines } from '../pact/states/describe-states';
import { VerifyUsageError } from '../pact/verify/pact-files';
import { reportPassed } from '../pact/verify/report';
import { jsonReport } from '../pact/verify/reporters/json';
import { junitReport } from '../pact/verify/reporters/junit';
import { prettyReport } from '../pact/verify/reporters/pretty';
import { brokerOptions, PROVIDER_NAME } from '../pact/verify/verifier-options';
import { registerPactPublish } from './pact-publish';
import { checkOut } from './scenario';
import { usageError } from './usage-error';
import { writeReport } from './write-report';

interface VerifyFlags {
  pactDir: string;
  providerBaseUrl?: string;
  stateSetupUrl?: string;
  reporter: 'pretty' | 'json' | 'junit';
  out?: string;
  openapiCheck: boolean;
  brokerUrl?: string;
  brokerToken?: string;
  publishResults?: boolean;
  providerVersion?: string;
  providerBranch?: string;
  mainBranch?: boolean;
  deployedOrReleased?: boolean;
  matchingBranch?: boolean;
  consumerBranch?: string[];
  selector?: string[];
  enablePending?: boolean;
  includeWipPactsSince?: string;
  verbose?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

const REPORTERS = { pretty: prettyReport, json: jsonReport, junit: junitReport } as const;

const VERIFY_HELP = `
Without --provider-base-url the simulator starts in this process (on a free port) and each provider state
is set up through its control API (/__harness). A running "harness serve" at --provider-base-url is set up
the same way. A real backend supplies its own state-setup endpoint (--state-setup-url) taking the state
names "harness pact states" lists; without one, states are not set up.

Each local pact is also checked against the generated OpenAPI document (the three-way drift check);
--no-openapi-check skips that.

Pact Broker: --broker-url verifies the pacts the broker has for provider "${PROVIDER_NAME}" instead of
--pact-dir; --broker-token (or PACT_BROKER_TOKEN) authenticates; --publish-results with --provider-version
(and optionally --provider-branch) publishes the results back to the broker.

Which pacts the broker gives (consumer version selectors, POST /pacts/provider/${PROVIDER_NAME}/for-verification):
--main-branch, --deployed-or-released, --matching-branch (the consumer branch named as --provider-branch),
--consumer-branch NAME, or any --selector JSON (repeatable, e.g. '{"deployed":true,"environment":"production"}').
Without any: --main-branch --deployed-or-released, as the Pact docs recommend. --enable-pending verifies pacts
this provider branch has never passed without failing the run (a consumer's new expectation does not break the
provider's build); --include-wip-pacts-since DATE (with --enable-pending and --provider-branch) also verifies,
as pending, the work-in-progress pacts published since that date.

Exit 0 every interaction passed and no OpenAPI error, 1 any failure, 2 usage error.

Examples:
  $ harness pact verify
  $ harness pact verify --reporter junit --out pact-verify.xml
  $ harness pact verify --provider-base-url https://backend.example --state-setup-url https://backend.example/_pact/state
  $ harness pact verify --broker-url https://broker.example --provider-base-url https://backend.example \\
      --state-setup-url https://backend.example/_pact/state --publish-results --provider-version "$GIT_SHA"
  $ harness pact verify --broker-url https://broker.example --provider-base-url https://backend.example \
      --main-branch --deployed-or-released --matching-branch --enable-pending --include-wip-pacts-since 2026-01-01 \
      --publish-results --provider-version "$GIT_SHA" --provider-branch "$GIT_BRANCH"`;

async function verify(flags: VerifyFlags, command: Command): Promise<void> {
  try {
    const broker = brokerOptions(flags);
    if (broker && command.getOptionValueSource('pactDir') === 'cli')
      usageError('pass either --pact-dir or --broker-url: with a broker, the pacts come from the broker');
    checkOut(flags.out);
    // Loaded when used: the simulator, the verifier and the OpenAPI check slow every other command's start.
    const { verifyPacts } = await import('../pact/verify/verify-pacts');
    const report = await verifyPacts(
      {
        pactDir: flags.pactDir,
        openApiCheck: flags.openapiCheck,
        ...(flags.providerBaseUrl ? { providerBaseUrl: flags.providerBaseUrl } : {}),
        ...(flags.stateSetupUrl ? { stateSetupUrl: flags.stateSetupUrl } : {}),
        ...(broker ? { broker } : {}),
      },
      {
        onStart: (what) => console.error(`harness: ${what}`),
        ...(flags.verbose ? { onVerifierOutput: (chunk: string) => process.stderr.write(chunk) } : {}),
      },
    );
    writeReport(report, REPORTERS, flags);
    process.exitCode = reportPassed(report) ? 0 : 1;
  } catch (error) {
    if (error instanceof VerifyUsageError) usageError(error.message);
    throw error;
  }
}

export function registerPact(program: Command): void {
  const pact = program
    .command('pact')
    .description(
      "Consumer-driven contracts: verify the storefront's pacts against a provider, publish them to a Pact Broker.",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ harness pact verify\n  $ harness pact states\n  $ harness pact publish --consumer-app-version "$(git rev-parse HEAD)" --broker-url https://broker.example',
    );

  pact
    .command('verify')
    .description(
      'Verify the pacts with the Pact Verifier against the simulator or a backend, and check them against the OpenAPI document.',
    )
    .option('--pact-dir <dir>', 'folder of pact files', 'pacts')
    .option(
      '--provider-base-url <url>',
      'the provider to verify: a real backend or a running "harness serve" (default: the simulator in-process)',
    )
    .option('--state-setup-url <url>', 'the backend\'s state-setup endpoint (see "harness pact states")')
    .addOption(
      new Option('--reporter <reporter>', 'output format')
        .choices(['pretty', 'json', 'junit'])
        .default('pretty'),
    )
    .option(
      '--out <file>',
      'write the report to a file in an existing folder (the pretty report still prints)',
    )
    .option('--no-openapi-check', 'skip checking each pact against the generated OpenAPI document')
    .option(
      '--broker-url <url>',
      `verify the pacts a Pact Broker has for "${PROVIDER_NAME}" (instead of --pact-dir)`,
    )
    .option('--broker-token <token>', "the broker's API token (default: $PACT_BROKER_TOKEN)")
    .option('--publish-results', 'publish the verification results to the broker (needs --provider-version)')
    .option('--provider-version <version>', 'the provider version the results are for (e.g. a git sha)')
    .option('--provider-branch <branch>', "the provider's branch, published with the results")
    .option('--main-branch', "select the pacts of each consumer's main branch")
    .option('--deployed-or-released', 'select the pacts of every consumer version deployed or released')
    .option('--matching-branch', 'select the pacts of the consumer branch named as --provider-branch')
    .option(
      '--consumer-branch <branch>',
      'select the latest pacts of this consumer branch (repeatable)',
      collect,
    )
    .option('--selector <json>', 'a consumer version selector as JSON (repeatable)', collect)
    .option(
      '--enable-pending',
      'verify pacts this provider branch has not passed yet as pending: they cannot fail the run',
    )
    .option(
      '--include-wip-pacts-since <date>',
      'also verify work-in-progress pacts published since YYYY-MM-DD (pending)',
    )
    .option('--verbose', "also print the Pact Verifier's own report and logs on stderr")
    .addHelpText('after', VERIFY_HELP)
    .action(verify);

  registerPactPublish(pact);

  pact
    .command('states')
    .description('List the provider states the pacts name: what each sets up and the values it answers.')
    .option('--json', 'print JSON')
    .action((flags: { json?: boolean }) => {
      if (flags.json) console.log(JSON.stringify(PROVIDER_STATES.map(describeState), null, 2));
      else console.log(stateLines(PROVIDER_STATES).join('\n'));
    });
}
