import type { Command } from 'commander';
import type { PublishFlags, PublishPlan } from '../pact/broker/publish-options';
import { VerifyUsageError } from '../pact/verify/pact-files';
import { usageError } from './usage-error';

interface Flags extends PublishFlags {
  readonly dryRun?: boolean;
  readonly json?: boolean;
}

const HELP = `
Publishes every pact file in --pact-dir to a Pact Broker with the Pact Foundation's own client
(@pact-foundation/pact-cli: "pact broker publish", which POSTs them to the broker's /contracts/publish),
as the storefront's version --consumer-app-version, on --branch, with each --tag.

The broker and its credentials come from the flags or from PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN (or
PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD). Credentials reach the client through its environment, never
its command line.

Exit 0 published, 1 the broker refused the pacts or could not be reached (its message is printed),
2 usage error (no version, no broker, a bad URL, no pact files).

Examples:
  $ harness pact publish --consumer-app-version "$(git rev-parse HEAD)" --branch "$(git branch --show-current)" \\
      --broker-url https://broker.example --broker-token "$PACT_BROKER_TOKEN"
  $ PACT_BROKER_BASE_URL=https://broker.example harness pact publish --consumer-app-version "$GITHUB_SHA" \\
      --branch "$GITHUB_REF_NAME" --tag release-42 --build-url "$RUN_URL" --json
  $ harness pact publish --consumer-app-version abc123 --broker-url https://broker.example --dry-run
  $ npx pact-broker can-i-deploy --pacticipant storefront --version "$GITHUB_SHA" --to-environment production`;

function describe(plan: PublishPlan): string {
  const on = [
    plan.branch ? `branch ${plan.branch}` : '',
    plan.tags.length ? `tags ${plan.tags.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const pacts = plan.pacts.map(
    (p) => `  ${p.consumer} -> ${p.provider}: ${p.file} (${p.interactions.length} interactions)`,
  );
  return [
    `${plan.pacts.length} pact file${plan.pacts.length === 1 ? '' : 's'} as version ${plan.consumerVersion}${on ? ` (${on})` : ''} to ${plan.brokerUrl}:`,
    ...pacts,
  ].join('\n');
}

async function publish(flags: Flags): Promise<void> {
  let plan: PublishPlan;
  try {
    const { publishPlan } = await import('../pact/broker/publish-options');
    plan = publishPlan(flags);
  } catch (error) {
    if (error instanceof VerifyUsageError) usageError(error.message);
    throw error;
  }
  const { planSummary, publishPacts } = await import('../pact/broker/publish-pacts');
  if (flags.dryRun) {
    const command = ['pact', ...plan.args].map((a) => (/[\s"'$]/.test(a) ? `'${a}'` : a)).join(' ');
    if (flags.json)
      console.log(JSON.stringify({ dryRun: true, auth: plan.auth, command, ...planSummary(plan) }, null, 2));
    else
      console.log(
        `Would publish ${describe(plan)}\n(dry run: nothing sent; ${plan.auth === 'none' ? 'no credentials' : `${plan.auth} auth`})\n  ${command}`,
      );
    return;
  }
  const result = await publishPacts(plan);
  if (flags.json) console.log(JSON.stringify(result, null, 2));
  else if (result.published)
    console.log(`Published ${describe(plan)}\n${result.output.map((l) => `  ${l}`).join('\n')}`);
  if (!result.published) console.error(`harness: ${result.error}`);
  process.exitCode = result.published ? 0 : 1;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `harness pact publish`: the storefront's pacts to a Pact Broker. */
export function registerPactPublish(pact: Command): void {
  pact
    .command('publish')
    .description(
      "Publish the storefront's pacts to a Pact Broker with its consumer version, branch and tags (the Pact Foundation's broker client).",
    )
    .option('--pact-dir <dir>', 'folder of pact files', 'pacts')
    .option(
      '--consumer-app-version <version>',
      "the storefront's version the pacts are from (required; the git sha)",
    )
    .option(
      '--branch <branch>',
      "the storefront's git branch (the broker's main-branch and matching-branch selectors use it)",
    )
    .option('--tag <tag>', 'a tag for the version (repeat for more)', collect)
    .option('--build-url <url>', 'the CI run that made the pacts')
    .option('--broker-url <url>', 'the Pact Broker (default: $PACT_BROKER_BASE_URL)')
    .option('--broker-token <token>', "the broker's API token (default: $PACT_BROKER_TOKEN)")
    .option('--broker-username <name>', 'basic auth user (default: $PACT_BROKER_USERNAME)')
    .option('--broker-password <password>', 'basic auth password (default: $PACT_BROKER_PASSWORD)')
    .option('--dry-run', 'check everything and print what would be published, without sending it')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', HELP)
    .action(publish);
}
