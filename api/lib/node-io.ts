// The Node adapter hands each request its IncomingMessage and ServerResponse (`c.env`). Reading
// a request header from Node's parsed object, and setting a default response header on the
// ServerResponse, skips building WHATWG Headers objects, which on a small answer costs more than
// the answer itself. In process (app.request, tests) the standard objects are used instead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const nodeOf = (c: Context): NodeBindings => (c.env ?? {}) as NodeBindings;

/** A request header by its lower-case name. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeOf(c).incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** One cookie of the request. */
export function requestCookie(c: Context, name: string): string | undefined {
  const header = requestHeader(c, 'cookie');
  return header ? parse(header, name)[name] : undefined;
}

/**
 * Sets `headers` on whatever answer this request gets, a header the answer sets itself taking
 * precedence; false when not served by Node, where the caller sets them on `c.res` after `next()`.
 */
export function setDefaultHeaders(c: Context, headers: readonly (readonly [string, string])[]): boolean {
  const outgoing = nodeOf(c).outgoing;
  if (!outgoing || outgoing.headersSent) return false;
  for (const [name, value] of headers) outgoing.setHeader(name, value);
  return true;
}
