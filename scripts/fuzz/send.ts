// Turns one generated input into an HTTP request to the running server and reads the answer.
import { request as httpRequest } from 'node:http';
import type { Answer } from './checks.ts';
import type { Operation } from './operations.ts';
import type { Input } from './requests.ts';

const TIMEOUT_MS = 15_000;

function text(v: unknown): string {
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/** encodeURIComponent, but a lone surrogate goes out as its raw (invalid UTF-8) bytes. */
function encodeSegment(v: string): string {
  return [...v]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

export function urlFor(base: string, op: Operation, input: Input): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeSegment(text(input.path[name] ?? '')));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) query.append(k, text(one));
  }
  const qs = query.toString();
  return `${base}/api${path}${qs ? `?${qs}` : ''}`;
}

export async function send(
  base: string,
  op: Operation,
  input: Input,
  token?: string,
): Promise<{ answer: Answer; request: string }> {
  const url = urlFor(base, op, input);
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | Blob | undefined;
  if (input.form) {
    body = input.form; // fetch writes the content type: a multipart boundary, or the Blob's own type
  } else if (input.raw) {
    body = input.raw.text;
    headers['content-type'] = input.raw.media;
  } else if (input.body !== undefined && op.body) {
    body = JSON.stringify(input.body);
    headers['content-type'] = op.body.media.includes('application/json')
      ? 'application/json'
      : (op.body.media[0] ?? 'application/json');
  }
  const request = `${op.method} ${url.slice(base.length, base.length + 300)}${typeof body === 'string' ? ` body=${body.slice(0, 200)}` : body ? ' body=<upload>' : ''}`;
  try {
    const attempt = () =>
      fetch(url, { method: op.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    // A kept-alive socket the server closes at its idle timeout just as it is reused fails before the
    // request is read: that says nothing of the server, so the request is sent once more on a new socket.
    const res = await attempt().catch((error: unknown) => (isSocketClosed(error) ? attempt() : Promise.reject(error)));
    return {
      answer: { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() },
      request,
    };
  } catch (error) {
    // A server that answers before reading a large body (a refused sign-in, an oversize length) stops draining it
    // after a moment and closes the socket; fetch then reports the close, not the answer it was sent. Node's own
    // client hands over an answer that arrived before the close, so the request is sent once more through it.
    if (typeof body === 'string' && isSocketClosed(error)) {
      const early = await answerBeforeClose(url, op.method, headers, body).catch(() => null);
      if (early) return { answer: early, request };
    }
    // The server answers 413 to a body over its limit as soon as it sees the length and closes the connection;
    // a client still writing such a body sees the socket close instead. Only then is a broken connection fine.
    if (typeof body === 'string' && Buffer.byteLength(body) > BODY_LIMIT_BYTES && isSocketClosed(error)) {
      return {
        answer: { status: 413, contentType: 'application/json', text: '{"detail":"Request body too large"}' },
        request,
      };
    }
    throw new Error(`${request.slice(0, 300)}: ${String((error as Error).cause ?? error)}`, { cause: error });
  }
}

/** The server's default body limit (BODY_LIMIT_BYTES); the fuzzed server runs with the default. */
const BODY_LIMIT_BYTES = 1_048_576;

function isSocketClosed(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET' || cause?.code === 'EPIPE';
}

/** Sends one request with node:http and resolves with the answer even if the socket closes while the body is sent. */
function answerBeforeClose(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, { method, headers, timeout: TIMEOUT_MS }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: (res.headers['content-type'] as string | undefined) ?? null,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    // A write error after the answer began is the close this function exists for; before it, there is no answer.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}
