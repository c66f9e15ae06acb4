import type { ConsumerVersionSelector } from '@pact-foundation/pact-core/src/verifier/types';
import { VerifyUsageError } from './pact-files';

/** The selector flags of `harness pact verify --broker-url` and what goes with them. */
export interface SelectorFlags {
  readonly mainBranch?: boolean;
  readonly deployedOrReleased?: boolean;
  readonly matchingBranch?: boolean;
  readonly consumerBranch?: readonly string[];
  /** `--selector JSON`, repeated. */
  readonly selector?: readonly string[];
  readonly enablePending?: boolean;
  readonly includeWipPactsSince?: string;
  readonly providerBranch?: string;
}

/** Which pacts the broker is asked for, and how it treats new ones. */
export interface PactSelection {
  readonly consumerVersionSelectors: ConsumerVersionSelector[];
  readonly enablePending: boolean;
  readonly includeWipPactsSince?: string;
}

/**
 * Without a selector flag: the pacts of each consumer's main branch and of every version deployed or
 * released (the Pact docs' recommended selectors, docs.pact.io/provider/recommended_configuration).
 */
export const DEFAULT_SELECTORS: readonly ConsumerVersionSelector[] = [
  { mainBranch: true },
  { deployedOrReleased: true },
];

/** The properties the broker documents for a selector (provider-pacts-for-verification), and their type. */
const SELECTOR_KEYS: Readonly<Record<string, 'true' | 'string' | 'boolean'>> = {
  mainBranch: 'true',
  branch: 'string',
  matchingBranch: 'true',
  fallbackBranch: 'string',
  fallbackToMainBranch: 'true',
  deployed: 'true',
  released: 'true',
  deployedOrReleased: 'true',
  environment: 'string',
  latest: 'boolean',
  consumer: 'string',
  tag: 'string',
  fallbackTag: 'string',
};

const usage = (message: string): never => {
  throw new VerifyUsageError(message);
};

/** One `--selector` value: a JSON object of the broker's documented selector properties. */
export function parseSelector(text: string): ConsumerVersionSelector {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return usage(`--selector '${text}' is not JSON (e.g. --selector '{"branch":"feat-x"}')`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0)
    return usage(
      `--selector '${text}' is not a JSON object of selector properties (e.g. {"deployed":true,"environment":"production"})`,
    );
  for (const [key, v] of Object.entries(value)) {
    const kind = SELECTOR_KEYS[key];
    if (!kind)
      return usage(
        `--selector '${text}': "${key}" is not a consumer version selector property (${Object.keys(SELECTOR_KEYS).join(', ')})`,
      );
    const ok =
      kind === 'true'
        ? v === true
        : kind === 'boolean'
          ? typeof v === 'boolean'
          : typeof v === 'string' && v.trim() !== '';
    if (!ok)
      return usage(
        `--selector '${text}': "${key}" must be ${kind === 'true' ? 'true' : kind === 'boolean' ? 'true or false' : 'a non-empty string'}`,
      );
  }
  return value as ConsumerVersionSelector;
}

/** A date the broker can read: YYYY-MM-DD, or an ISO 8601 date and time. */
function wipDate(value: string): string {
  const ok = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value);
  if (!ok || Number.isNaN(Date.parse(value)))
    return usage(`--include-wip-pacts-since "${value}" is not a date (YYYY-MM-DD, e.g. 2026-01-01)`);
  return value;
}

/** The selection the flags ask for; a combination that cannot work is a usage error (exit 2). */
export function pactSelection(flags: SelectorFlags): PactSelection {
  const selectors: ConsumerVersionSelector[] = [
    ...(flags.mainBranch ? [{ mainBranch: true }] : []),
    ...(flags.deployedOrReleased ? [{ deployedOrReleased: true }] : []),
    ...(flags.matchingBranch ? [{ matchingBranch: true }] : []),
    ...(flags.consumerBranch ?? []).map((branch) =>
      branch.trim() ? { branch } : usage('--consumer-branch is empty (e.g. --consumer-branch feat-x)'),
    ),
    ...(flags.selector ?? []).map(parseSelector),
  ];
  if (selectors.some((s) => s.matchingBranch) && !flags.providerBranch)
    usage('--matching-branch needs --provider-branch: the broker picks the consumer branch of the same name');
  if (flags.includeWipPactsSince !== undefined) {
    if (!flags.enablePending)
      usage(
        '--include-wip-pacts-since needs --enable-pending: WIP pacts are verified as pending, so they cannot fail the build',
      );
    if (!flags.providerBranch)
      usage(
        '--include-wip-pacts-since needs --provider-branch: the broker works out which pacts are new to that branch',
      );
  }
  return {
    consumerVersionSelectors: selectors.length > 0 ? selectors : DEFAULT_SELECTORS.map((s) => ({ ...s })),
    enablePending: Boolean(flags.enablePending),
    ...(flags.includeWipPactsSince !== undefined
      ? { includeWipPactsSince: wipDate(flags.includeWipPactsSince) }
      : {}),
  };
}

/** Was any selection flag given (they only apply to pacts from a broker)? The first one's name, for the message. */
export function straySelectionFlag(flags: SelectorFlags): string | undefined {
  if (flags.mainBranch) return '--main-branch';
  if (flags.deployedOrReleased) return '--deployed-or-released';
  if (flags.matchingBranch) return '--matching-branch';
  if (flags.consumerBranch?.length) return '--consumer-branch';
  if (flags.selector?.length) return '--selector';
  if (flags.enablePending) return '--enable-pending';
  if (flags.includeWipPactsSince !== undefined) return '--include-wip-pacts-since';
  return undefined;
}
