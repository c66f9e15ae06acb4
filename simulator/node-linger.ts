import type { Socket } from 'node:net';

/**
 * Closes a connection after its last answer so the client can read it. Closing a socket while the client is
 * still sending (an upload refused at 413) makes the kernel reset it, and a client busy writing then sees
 * EPIPE or ECONNRESET instead of the answer. So: half-close (the answer, then FIN), keep dropping what still
 * arrives, and destroy when the client closes its side or after `lingerMs`, whichever is first.
 */
export function closeAfterAnswer(socket: Socket, lingerMs: number): void {
  socket.end();
  const closer = setTimeout(() => socket.destroy(), lingerMs);
  closer.unref();
  socket.once('close', () => clearTimeout(closer));
}

/**
 * Node ends a `connection: close` answer with `socket.destroySoon()`, which destroys the socket as soon as the
 * answer is written. For a refused upload, close it as `closeAfterAnswer` does instead.
 */
export function lingerWhenClosed(socket: Socket, lingerMs: number): void {
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => closeAfterAnswer(socket, lingerMs);
}
