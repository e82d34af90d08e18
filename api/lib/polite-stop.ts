// A polite stop for the Node server (SIGTERM, a rolling restart): stop accepting, answer what is in
// flight with `Connection: close`, close idle kept-alive sockets, and wait for busy ones up to a drain
// time. It must never reset a request that reached the server before the stop began.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface PoliteStop {
  /** Resolves once every connection has closed, or when `drainMs` has passed (then the rest are cut). */
  stop(drainMs: number): Promise<{ drained: boolean }>;
}

/**
 * Turns spent accepting the listen queue before the listener closes (libuv may accept one connection a
 * turn), while connections keep arriving.
 */
const MAX_ACCEPT_TURNS = 20;

/** One turn of the event loop: waiting connections are accepted, bytes that already arrived are read. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

export function politeStop(server: Server): PoliteStop {
  const inFlight = new Set<ServerResponse>();
  /** Requests being answered per connection. */
  const busy = new Map<Socket, number>();
  /** Connections that have had an answer: a connection with none yet was opened to send a request. */
  const served = new WeakSet<Socket>();
  const sockets = new Set<Socket>();
  let stopping = false;
  let accepted = 0;

  // A kept-alive connection waiting for its next request is closed; one that has not sent its first
  // request yet is left to send it (its bytes may be on their way) and gets an answer with `close`.
  const closeIfIdle = (socket: Socket) => {
    if (served.has(socket) && !busy.has(socket) && !socket.destroyed) socket.destroy();
  };

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    accepted += 1;
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    if (stopping) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      served.add(socket);
      // An answer that left before the stop kept its connection alive: close it before it is reused.
      if (stopping) setImmediate(() => closeIfIdle(socket));
    });
  });

  return {
    stop: async (drainMs) => {
      stopping = true;
      // Answers not yet started tell their clients not to reuse the connection.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      // Connections the kernel already took (in the listen queue) are accepted first: closing the
      // listener resets them. Then net.Server's close stops accepting and waits for the connections
      // (http.Server's own would also destroy every connection whose first request is still arriving).
      for (let turn = 0, seen = -1; turn < MAX_ACCEPT_TURNS && seen !== accepted; turn++) {
        seen = accepted;
        await nextTurn();
      }
      const closed = new Promise<boolean>((resolve) => NetServer.prototype.close.call(server, () => resolve(true)));
      await nextTurn();
      for (const socket of sockets) closeIfIdle(socket);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), drainMs);
      });
      const drained = await Promise.race([closed, timedOut]);
      clearTimeout(timer);
      if (!drained) server.closeAllConnections();
      return { drained };
    },
  };
}
