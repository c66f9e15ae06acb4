import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 answer as read off the wire: header names lower-cased. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawConnection {
  readonly socket: Socket;
  /** Writes and reports whether the socket took it (false once the server closed its side). */
  write(data: string | Buffer): boolean;
  /** The first complete answer (by its content-length), or what arrived before the server closed. */
  answer(): Promise<RawAnswer>;
  /** Resolves when the server ended the connection (its FIN or a reset). */
  readonly closed: Promise<void>;
}

function parseAnswer(bytes: Buffer): RawAnswer | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = bytes.subarray(end + 4);
  if (body.length < length) return undefined;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}

/**
 * A plain TCP connection to the test server, for requests fetch cannot send (a bad Host, a CR in a header,
 * headers that never end) and for watching when the answer comes while the request is still being sent.
 */
export async function openRaw(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let ended = false;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  // The server may close while the client still writes (EPIPE, ECONNRESET): what was read still counts.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => {
    const done = () => {
      ended = true;
      wake();
      resolve();
    };
    socket.once('end', done);
    socket.once('close', done);
  });
  return {
    socket,
    write: (data) => !socket.destroyed && !socket.writableEnded && socket.write(data),
    closed,
    async answer() {
      for (;;) {
        const parsed = parseAnswer(received);
        if (parsed) return parsed;
        if (ended)
          throw new Error(`the server closed without a whole answer: ${received.toString('latin1')}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

/** Sends one request as written and reads its answer, then closes the connection. */
export async function rawExchange(baseUrl: string, request: string): Promise<RawAnswer> {
  const connection = await openRaw(baseUrl);
  try {
    connection.write(request);
    return await connection.answer();
  } finally {
    connection.socket.destroy();
  }
}
