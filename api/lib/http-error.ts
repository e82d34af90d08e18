// The one way handlers fail on purpose: a status and a `detail` the browser maps to Russian.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function httpError(status: ContentfulStatusCode, detail: string): HTTPException {
  return new HTTPException(status, {
    message: detail,
    res: new Response(JSON.stringify({ detail }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  });
}
