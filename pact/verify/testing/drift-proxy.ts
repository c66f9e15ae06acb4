import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Rewrites one answer: its status and its body text (the request's method and path given). */
export type Drift = (call: { method: string; path: string; status: number; body: string }) => {
  status: number;
  body: string;
};

/**
 * A drifted provider for tests: an HTTP proxy in front of the simulator at `target` that rewrites its
 * answers with `drift` (rename a field, change a status), as a backend that drifted from the pact would.
 */
export async function startDriftProxy(target: string, drift: Drift) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const drifted = drift({
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            status: answer.statusCode ?? 500,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(drifted.status, headers);
          res.end(drifted.body);
        });
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
