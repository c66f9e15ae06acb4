import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type PactFile, readPactFile, VerifyUsageError } from '../verify/pact-files';

/** The flags of `harness pact publish`, as commander gives them. */
export interface PublishFlags {
  readonly pactDir: string;
  readonly consumerAppVersion?: string;
  readonly branch?: string;
  readonly tag?: readonly string[];
  readonly buildUrl?: string;
  readonly brokerUrl?: string;
  readonly brokerToken?: string;
  readonly brokerUsername?: string;
  readonly brokerPassword?: string;
}

/** What to publish where, checked: the Pact Broker client's arguments and the credentials it reads from its environment. */
export interface PublishPlan {
  readonly brokerUrl: string;
  readonly consumerVersion: string;
  readonly branch?: string;
  readonly tags: readonly string[];
  readonly pacts: readonly PactFile[];
  /** `pact broker publish …` (no credentials: those go in `env`, out of the process list). */
  readonly args: readonly string[];
  /** PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD, for the client. */
  readonly env: Readonly<Record<string, string>>;
  readonly auth: 'token' | 'basic' | 'none';
}

const usage = (message: string): never => {
  throw new VerifyUsageError(message);
};

function brokerUrlOf(value: string | undefined): string {
  if (!value)
    return usage(
      'no broker: pass --broker-url (or set PACT_BROKER_BASE_URL), e.g. --broker-url https://broker.example',
    );
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    return usage(`--broker-url "${value}" is not a URL (e.g. https://broker.example)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return usage(`--broker-url "${value}" must start with http:// or https://`);
  return value.replace(/\/+$/, '');
}

/** A version, branch or tag: one word the broker puts in a URL (no spaces; tags no commas, the client splits on them). */
function nameOf(flag: string, value: string, example: string, commas = true): string {
  const trimmed = value.trim();
  if (trimmed === '') return usage(`${flag} is empty (e.g. ${example})`);
  if (/\s/.test(trimmed)) return usage(`${flag} "${value}" has a space in it (e.g. ${example})`);
  if (!commas && trimmed.includes(','))
    return usage(`${flag} "${value}" has a comma in it: pass --tag once for each tag`);
  return trimmed;
}

/** The pact files (`*.json`) of the folder; a missing or empty folder, or a file that is not a pact, is a usage error. */
export function pactFilesToPublish(dir: string): PactFile[] {
  let names: string[];
  try {
    if (!statSync(resolve(dir)).isDirectory()) return usage(`--pact-dir ${dir} is not a folder`);
    names = readdirSync(resolve(dir));
  } catch (error) {
    if (error instanceof VerifyUsageError) throw error;
    return usage(`no folder ${dir} (--pact-dir): generate the pacts first (npm run test:pact writes pacts/)`);
  }
  const files = names.filter((n) => n.endsWith('.json')).sort();
  if (files.length === 0)
    return usage(`no pact files (*.json) in ${dir}: generate the pacts first (npm run test:pact)`);
  return files.map((name) => readPactFile(resolve(join(dir, name))));
}

/**
 * Checks the flags (and the PACT_BROKER_* variables they default to) before anything is sent, and builds the
 * Pact Broker client's command line. Every problem is a VerifyUsageError (exit 2).
 */
export function publishPlan(flags: PublishFlags, env: NodeJS.ProcessEnv = process.env): PublishPlan {
  if (flags.consumerAppVersion === undefined)
    usage(
      'pass --consumer-app-version: the version of the storefront these pacts are from (the git sha, e.g. --consumer-app-version "$(git rev-parse HEAD)")',
    );
  const consumerVersion = nameOf(
    '--consumer-app-version',
    flags.consumerAppVersion ?? '',
    '"$(git rev-parse HEAD)"',
  );
  const branch = flags.branch === undefined ? undefined : nameOf('--branch', flags.branch, 'main');
  const tags = (flags.tag ?? []).map((t) => nameOf('--tag', t, 'prod', false));
  const brokerUrl = brokerUrlOf(flags.brokerUrl ?? env.PACT_BROKER_BASE_URL);
  if (flags.buildUrl !== undefined) {
    try {
      new URL(flags.buildUrl);
    } catch {
      usage(`--build-url "${flags.buildUrl}" is not a URL (the CI run that made the pacts)`);
    }
  }
  const token = flags.brokerToken ?? (flags.brokerUsername ? undefined : env.PACT_BROKER_TOKEN);
  const username = flags.brokerUsername ?? (flags.brokerToken ? undefined : env.PACT_BROKER_USERNAME);
  const password = flags.brokerPassword ?? (flags.brokerToken ? undefined : env.PACT_BROKER_PASSWORD);
  if (flags.brokerToken && (flags.brokerUsername || flags.brokerPassword))
    usage('pass either --broker-token or --broker-username and --broker-password, not both');
  if (!token && Boolean(username) !== Boolean(password))
    usage(
      username
        ? '--broker-username needs --broker-password (or PACT_BROKER_PASSWORD)'
        : '--broker-password needs --broker-username (or PACT_BROKER_USERNAME)',
    );
  const pacts = pactFilesToPublish(flags.pactDir);
  const args = [
    'broker',
    'publish',
    ...pacts.map((p) => p.file),
    '--broker-base-url',
    brokerUrl,
    '--consumer-app-version',
    consumerVersion,
    ...(branch ? ['--branch', branch] : []),
    ...(tags.length > 0 ? ['--tag', tags.join(',')] : []),
    ...(flags.buildUrl ? ['--build-url', flags.buildUrl] : []),
  ];
  const auth = token ? 'token' : username ? 'basic' : 'none';
  return {
    brokerUrl,
    consumerVersion,
    ...(branch ? { branch } : {}),
    tags,
    pacts,
    args,
    env: token
      ? { PACT_BROKER_TOKEN: token }
      : username && password
        ? { PACT_BROKER_USERNAME: username, PACT_BROKER_PASSWORD: password }
        : {},
    auth,
  };
}
