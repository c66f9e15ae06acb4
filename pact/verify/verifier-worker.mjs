// The Pact Verifier in its own process: the native verifier prints its own coloured report on stdout,
// and `harness pact verify` keeps stdout for its reporters. The parent sends { runs: VerifierOptions[] }
// over IPC; this answers { results: [{ json } | { error }] }, one per run, in order, then exits.
// Plain JavaScript so it starts without compiling anything.
import { verify } from '@pact-foundation/pact-core/src/verifier/nativeVerifier.js';

/** The verifier resolves with its JSON, or rejects with `new Error(json)` when an interaction failed. */
async function runOne(options) {
  try {
    return { json: await verify(options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.trimStart().startsWith('{') ? { json: message } : { error: message };
  }
}

process.once('message', async (message) => {
  const results = [];
  for (const options of message.runs) results.push(await runOne(options));
  process.send({ results }, () => process.exit(0));
});
