import { runPactCli } from './pact-cli';
import type { PublishPlan } from './publish-options';

/** What `harness pact publish` reports: what it sent, and whether the broker took it. */
export interface PublishResult {
  readonly published: boolean;
  readonly brokerUrl: string;
  readonly consumerVersion: string;
  readonly branch?: string;
  readonly tags: readonly string[];
  readonly pacts: readonly { file: string; consumer: string; provider: string; interactions: number }[];
  /** The Pact Broker client's own lines (what the broker said), without its emoji. */
  readonly output: readonly string[];
  /** Why it was not published: the broker's refusal or the unreachable broker. */
  readonly error?: string;
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^[^\p{L}\p{N}[({"'`]+/u, '').trim())
    .filter((l) => l !== '');

/** Any HTTP answer from the broker's index will do; none (refused, no such host, timeout) is a failure, said at once. */
async function unreachable(brokerUrl: string): Promise<string | undefined> {
  try {
    await fetch(`${brokerUrl}/`, { signal: AbortSignal.timeout(10_000) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `cannot reach the Pact Broker at ${brokerUrl}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
  }
}

/** What a plan publishes, as the result and `--dry-run --json` show it. */
export const planSummary = (plan: PublishPlan) => ({
  brokerUrl: plan.brokerUrl,
  consumerVersion: plan.consumerVersion,
  ...(plan.branch ? { branch: plan.branch } : {}),
  tags: plan.tags,
  pacts: plan.pacts.map((p) => ({
    file: p.file,
    consumer: p.consumer,
    provider: p.provider,
    interactions: p.interactions.length,
  })),
});

/** Publishes the plan's pacts with the Pact Broker client (`pact broker publish`): the broker's answer, not thrown. */
export async function publishPacts(plan: PublishPlan): Promise<PublishResult> {
  const base = planSummary(plan);
  const down = await unreachable(plan.brokerUrl);
  if (down) return { ...base, published: false, output: [], error: down };
  const run = await runPactCli(plan.args, plan.env);
  const output = clean(`${run.stdout}\n${run.stderr}`);
  if (run.code === 0) return { ...base, published: true, output };
  const refusal = output.filter((l) => !/^Attempting to publish/.test(l));
  return {
    ...base,
    published: false,
    output,
    error: `the Pact Broker did not take the pacts: ${refusal.join('; ') || `pact broker publish exited ${run.code}`}`,
  };
}
