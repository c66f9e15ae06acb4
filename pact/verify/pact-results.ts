import type { PactFile } from './pact-files';
import type { InteractionResult, Mismatch, PactResult } from './report';
import type { RawRun } from './run-verifier';
import {
  interactionKey,
  parseDuration,
  stripAnsi,
  toMismatches,
  type VerifierError,
  type VerifierJson,
  verifierJson,
} from './verifier-json';

/** The setup error each provider state answered (by state name), as the state-change relay saw them. */
export type StateErrors = ReadonlyMap<string, string>;

interface Known {
  readonly consumer: string;
  readonly provider: string;
  readonly description: string;
  readonly states: readonly string[];
}

const STATE_SETUP_FAILED = /state change handlers? (has|have) failed/i;

function explain(
  found: VerifierError | undefined,
  states: readonly string[],
  stateErrors: StateErrors,
): { mismatches: Mismatch[]; error?: string } {
  if (!found) return { mismatches: [] };
  const m = found.mismatch;
  if (m.type === 'mismatches') return { mismatches: m.mismatches.flatMap(toMismatches) };
  const message = stripAnsi(m.message);
  if (STATE_SETUP_FAILED.test(message)) {
    // The verifier only says "a handler failed"; the relay kept what the state-setup endpoint answered.
    const why = states.map((s) => stateErrors.get(s)).filter((e): e is string => e !== undefined);
    if (why.length > 0) return { mismatches: [], error: why.join('; ') };
    return { mismatches: [], error: `provider state setup failed: ${message}` };
  }
  return { mismatches: [], error: message };
}

/**
 * Takes the first error with this key, or else (only for an interaction that did not pass: pacts from a broker
 * often share descriptions, e.g. a consumer's main-branch and feature-branch pacts) the first whose interaction
 * ends with the description.
 */
function take(
  errors: VerifierError[],
  key: string,
  description: string,
  failed: boolean,
): VerifierError | undefined {
  let index = errors.findIndex((e) => e.interaction === key);
  if (index < 0 && failed) index = errors.findIndex((e) => e.interaction.endsWith(` - ${description}`));
  return index < 0 ? undefined : errors.splice(index, 1)[0];
}

interface Mapped {
  readonly interactions: (InteractionResult & { readonly consumer: string; readonly provider: string })[];
  /** Errors tied to no interaction ("Failed to load pact - ..."). */
  readonly leftover: string[];
}

/** Pairs the verifier's results (in the order it ran them) with the interactions we know of, in order. */
function mapResults(json: VerifierJson, known: readonly Known[], stateErrors: StateErrors): Mapped {
  const errors = [...json.errors];
  const pendingErrors = [...json.pendingErrors];
  const used = new Set<number>();
  let cursor = 0;
  const interactions = json.interactionResults.map((result) => {
    let index = known.findIndex(
      (k, i) => i >= cursor && !used.has(i) && k.description === result.description,
    );
    if (index < 0) index = known.findIndex((k, i) => !used.has(i) && k.description === result.description);
    if (index >= 0) {
      used.add(index);
      cursor = index + 1;
    }
    const k = known[index] ?? { consumer: '', provider: '', description: result.description, states: [] };
    const key = interactionKey(k.consumer, k.provider, k.states, k.description);
    const failed = result.result !== 'OK';
    const failure = take(errors, key, k.description, failed);
    const pendingFailure = failure ? undefined : take(pendingErrors, key, k.description, failed);
    const { mismatches, error } = explain(failure ?? pendingFailure, k.states, stateErrors);
    const passed = result.result === 'OK' && !failure && !pendingFailure;
    const durationMs = parseDuration(result.duration);
    return {
      consumer: k.consumer,
      provider: k.provider,
      description: k.description,
      states: k.states,
      passed,
      pending: Boolean(pendingFailure),
      ...(durationMs === undefined ? {} : { durationMs }),
      mismatches: passed ? [] : mismatches,
      ...(error && !passed ? { error } : {}),
    };
  });
  const leftover = [...errors, ...pendingErrors].map((e) => {
    const m = e.mismatch;
    const message =
      m.type === 'error' ? stripAnsi(m.message) : m.mismatches.map((x) => x.mismatch).join('; ');
    return `${stripAnsi(e.interaction)}: ${message}`;
  });
  return { interactions, leftover };
}

function parse(raw: RawRun): { json?: VerifierJson; error?: string } {
  if ('error' in raw) return { error: `the Pact Verifier could not run: ${stripAnsi(raw.error)}` };
  let data: unknown;
  try {
    data = JSON.parse(raw.json);
  } catch {
    return { error: `the Pact Verifier answered something other than JSON: ${raw.json.slice(0, 200)}` };
  }
  const json = verifierJson.safeParse(data);
  if (!json.success) return { error: `unexpected Pact Verifier report: ${json.error.issues[0]?.message}` };
  return { json: json.data };
}

/** The verification of one pact file, from the verifier run over that file alone. */
export function pactResultFromFile(pact: PactFile, raw: RawRun, stateErrors: StateErrors): PactResult {
  const base = { source: pact.file, consumer: pact.consumer, provider: pact.provider };
  const { json, error } = parse(raw);
  if (!json) return { ...base, interactions: [], errors: [error ?? 'no result'] };
  const known = pact.interactions.map((i) => ({ ...base, ...i }));
  const { interactions, leftover } = mapResults(json, known, stateErrors);
  return {
    ...base,
    interactions: interactions.map(({ consumer, provider, ...rest }) => rest),
    errors: leftover,
  };
}

/**
 * Who each interaction in the verifier's own report is between, and its states: pacts from a broker are
 * not files we can read, but the report names them ("Verifying a pact between C and P", "Given S").
 */
export function knownFromOutput(output: readonly string[]): Known[] {
  const known: { consumer: string; provider: string; description: string; states: string[] }[] = [];
  let consumer = '';
  let provider = '';
  for (const line of stripAnsi(output.join('\n')).split('\n')) {
    const pact = /^Verifying a pact between (.+?) and (.+?)(?: \(.*\))?$/.exec(line);
    const interaction = /^ {2}(\S.*) \([^()]*verification\)$/.exec(line);
    const state = /^ {5}(?:Given|And) (.+)$/.exec(line);
    if (pact) [, consumer = '', provider = ''] = pact;
    else if (interaction) known.push({ consumer, provider, description: interaction[1] ?? '', states: [] });
    else if (state && known.length > 0) known[known.length - 1]?.states.push(state[1] ?? '');
  }
  return known;
}

/** The verification of every pact a broker gave, grouped by consumer and provider. */
export function pactResultsFromBroker(source: string, raw: RawRun, stateErrors: StateErrors): PactResult[] {
  const { json, error } = parse(raw);
  if (!json)
    return [{ source, consumer: '', provider: '', interactions: [], errors: [error ?? 'no result'] }];
  const { interactions, leftover } = mapResults(json, knownFromOutput(json.output), stateErrors);
  const groups = new Map<string, PactResult & { interactions: InteractionResult[] }>();
  for (const { consumer, provider, ...rest } of interactions) {
    const key = `${consumer}\u0000${provider}`;
    const group = groups.get(key) ?? { source, consumer, provider, interactions: [], errors: [] };
    group.interactions.push(rest);
    groups.set(key, group);
  }
  const pacts = [...groups.values()];
  if (leftover.length > 0 || pacts.length === 0)
    pacts.push({ source, consumer: '', provider: '', interactions: [], errors: leftover });
  return pacts;
}
