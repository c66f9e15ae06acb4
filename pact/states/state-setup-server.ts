import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpTransport } from '../../simulator/transports/http';
import { handleStateChange } from './state-setup-handler';

export interface StateSetupServer {
  /** Where the verifier posts state changes (`--provider-states-setup-url`). */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A local HTTP endpoint for the verifier's state changes that sets the states up on the simulator at
 * `providerBaseUrl`, in the session `session` (which the verifier also sends as `x-harness-session`).
 */
export async function startStateSetupServer(
  providerBaseUrl: string,
  session: string,
): Promise<StateSetupServer> {
  const transport = httpTransport(providerBaseUrl);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let answer: { status: number; body: unknown };
      if (req.method !== 'POST') {
        answer = { status: 405, body: { error: 'POST a state change: { "state", "params", "action" }' } };
      } else {
        try {
          const text = Buffer.concat(chunks).toString('utf8');
          answer = await handleStateChange(text ? JSON.parse(text) : {}, transport, session);
        } catch (error) {
          answer = { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
        }
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
