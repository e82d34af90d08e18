// Turns one generated input into an HTTP request to the running server and reads the answer.
import type { Answer } from './checks.ts';
import type { Operation } from './operations.ts';
import type { Input } from './requests.ts';

const TIMEOUT_MS = 15_000;

function text(v: unknown): string {
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/** encodeURIComponent, but a lone surrogate goes out as its raw (invalid UTF-8) bytes. */
function encodeSegment(v: string): string {
  return [...v].map((ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
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

export async function send(base: string, op: Operation, input: Input, token?: string): Promise<{ answer: Answer; request: string }> {
  const url = urlFor(base, op, input);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (input.raw) {
    body = input.raw.text;
    headers['content-type'] = input.raw.media;
  } else if (input.body !== undefined && op.body) {
    body = JSON.stringify(input.body);
    headers['content-type'] = op.body.media.includes('application/json') ? 'application/json' : (op.body.media[0] ?? 'application/json');
  }
  const request = `${op.method} ${url.slice(base.length, base.length + 300)}${body ? ` body=${body.slice(0, 200)}` : ''}`;
  const res = await fetch(url, { method: op.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { answer: { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() }, request };
}
