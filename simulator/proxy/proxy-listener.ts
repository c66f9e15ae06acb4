import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy server that listens: its address, and a close that does not wait for kept-alive connections. */
export interface ListeningProxy {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

/** The whole body of a call, as the proxies forward it (bytes, unchanged). */
export function readBuffer(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Listens on `port` (0 picks a free one) of `host`; a refused port rejects (EADDRINUSE, EACCES). */
export async function listenProxy(server: Server, port: number, host: string): Promise<ListeningProxy> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
