// An answer sent before the request's body has arrived (a refused sign-in, a 413, a 403 from a
// staff area) leaves the rest of the body on the socket. The Node adapter drains it for a moment and
// then closes the socket, and a client that reused that kept-alive socket for its next request
// sees the connection cut instead of an answer. Saying `Connection: close` on such an answer tells
// the client not to reuse the socket, so its next request goes on a fresh one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export const closeAfterUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const { incoming, outgoing } = (c.env ?? {}) as NodeBindings;
  if (!incoming || !outgoing || outgoing.headersSent || incoming.complete) return;
  outgoing.setHeader('connection', 'close');
};
