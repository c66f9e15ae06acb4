import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StateChangeRelay {
  /** Where the verifier posts its state changes. */
  readonly url: string;
  /** The last setup error each state answered, by state name: the verifier itself keeps only "failed". */
  readonly errors: ReadonlyMap<string, string>;
  close(): Promise<void>;
}

export interface RelayOptions {
  /** The state-setup endpoint that sets states up (the simulator's, or the backend team's). */
  readonly target: string;
  /** Called for an interaction without provider states (the verifier then posts state ""). */
  readonly onNoState?: () => Promise<void>;
}

const MAX_MESSAGE = 500;

/** What a refusing endpoint said: its JSON `error` or `message`, or its text, kept short. */
function why(status: number, text: string): string {
  let message = text.trim();
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const said = body.error ?? body.message;
    if (typeof said === 'string') message = said;
  } catch {
    // not JSON: its text as it is
  }
  message = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}...` : message;
  return `state setup failed (HTTP ${status})${message ? `: ${message}` : ''}`;
}

/**
 * Sits between the verifier and the state-setup endpoint: forwards each state change as it is and keeps
 * the error a failed setup answered, so the report can show it on the interaction's line. Interactions
 * without states make the verifier post the state "", which the state-setup contract does not name: the
 * relay answers that one itself.
 */
export async function startStateChangeRelay(options: RelayOptions): Promise<StateChangeRelay> {
  const errors = new Map<string, string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let change: { state?: unknown; action?: unknown } = {};
      try {
        change = text ? JSON.parse(text) : {};
      } catch {
        // forwarded as it is: the endpoint answers a malformed change
      }
      const state = typeof change.state === 'string' ? change.state : '';
      const answer = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (state === '') {
        if (change.action !== 'teardown') await options.onNoState?.().catch(() => undefined);
        answer(200, '{}');
        return;
      }
      try {
        const forwarded = await fetch(options.target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(60_000),
        });
        const body = await forwarded.text();
        if (!forwarded.ok && change.action !== 'teardown') errors.set(state, why(forwarded.status, body));
        answer(forwarded.status, body || '{}');
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        errors.set(state, `state setup endpoint ${options.target} did not answer: ${cause}`);
        answer(502, JSON.stringify({ error: `state setup endpoint did not answer: ${cause}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    errors,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
