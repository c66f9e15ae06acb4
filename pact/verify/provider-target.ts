import { randomUUID } from 'node:crypto';
import { scenarioPresets } from '../../scenarios/presets';
import { SESSION_HEADER } from '../../simulator/core/worlds';
import { startServer } from '../../simulator/node';
import { PROVIDER_STATE_SCENARIOS } from '../states/index';
import { startStateSetupServer } from '../states/state-setup-server';
import { VerifyUsageError } from './pact-files';

/** The provider the verifier calls, and where its states are set up. */
export interface ProviderTarget {
  readonly baseUrl: string;
  /** For the report: "the simulator (in-process)", or the URL. */
  readonly label: string;
  /** The state-setup endpoint, or none: the verifier then sets no states up. */
  readonly stateSetupUrl?: string;
  /** Headers on every interaction request (the simulator's session). */
  readonly headers: Readonly<Record<string, string>>;
  /** Starts the next interaction without states afresh (the simulator: ends the session). */
  readonly resetForNoState?: () => Promise<void>;
  readonly warnings: readonly string[];
  close(): Promise<void>;
}

/** Verifying the simulator: one session for the run; each state's teardown ends it, so each interaction starts afresh. */
async function simulatorTarget(
  baseUrl: string,
  label: string,
  stop: () => Promise<void>,
): Promise<ProviderTarget> {
  const session = `pact-verify-${randomUUID().slice(0, 8)}`;
  const states = await startStateSetupServer(baseUrl, session);
  return {
    baseUrl,
    label,
    stateSetupUrl: states.url,
    headers: { [SESSION_HEADER]: session },
    resetForNoState: async () => {
      await fetch(`${baseUrl}/__harness/sessions/${encodeURIComponent(session)}`, {
        method: 'DELETE',
        headers: { [SESSION_HEADER]: session },
      });
    },
    warnings: [],
    close: async () => {
      await states.close();
      await stop();
    },
  };
}

/** The simulator in this process, on a free port, with the states' world presets (their faults) registered. */
export async function startInProcessTarget(): Promise<ProviderTarget> {
  const server = await startServer({ port: 0, presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
  return simulatorTarget(server.url, 'the simulator (in-process)', () => server.close());
}

function httpUrl(value: string, flag: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new VerifyUsageError(`${flag} "${value}" is not a URL (expected e.g. http://localhost:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new VerifyUsageError(`${flag} "${value}" must start with http:// or https://`);
  return url;
}

/** Any HTTP answer will do (a POST-only endpoint answers GET with 404 or 405); no answer is a usage error. */
async function reach(url: URL, flag: string, hint: string, probe = url): Promise<Response> {
  try {
    return await fetch(probe, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new VerifyUsageError(`cannot reach ${flag} ${url.href}: ${why}. ${hint}`);
  }
}

/** Is it the harness simulator? Then we can set its states up ourselves, as in-process. */
async function isSimulator(health: Response): Promise<boolean> {
  if (!health.ok) return false;
  try {
    const body = (await health.json()) as { status?: unknown; operations?: unknown };
    return body.status === 'ok' && typeof body.operations === 'number';
  } catch {
    return false;
  }
}

/**
 * A provider at a URL: a backend whose team supplies a state-setup endpoint (`stateSetupUrl`), or a running
 * `harness serve`, whose states we set up through its control API when no endpoint is given.
 */
export async function connectTarget(
  providerBaseUrl: string,
  stateSetupUrl?: string,
): Promise<ProviderTarget> {
  const url = httpUrl(providerBaseUrl, '--provider-base-url');
  const baseUrl = url.href.replace(/\/$/, '');
  const health = await reach(
    url,
    '--provider-base-url',
    'Is the backend running there?',
    new URL(`${url.pathname.replace(/\/$/, '')}/__harness/health`, url),
  );
  if (stateSetupUrl) {
    const setup = httpUrl(stateSetupUrl, '--state-setup-url');
    await reach(setup, '--state-setup-url', 'Is the state-setup endpoint running there?');
    return {
      baseUrl,
      label: baseUrl,
      stateSetupUrl: setup.href,
      headers: {},
      warnings: [],
      close: async () => {},
    };
  }
  if (await isSimulator(health))
    return simulatorTarget(baseUrl, `the simulator at ${baseUrl}`, async () => {});
  return {
    baseUrl,
    label: baseUrl,
    headers: {},
    warnings: [
      'no --state-setup-url: provider states will not be set up, so interactions that name a state may fail ' +
        '("harness pact states" lists what each one needs)',
    ],
    close: async () => {},
  };
}
