// Route descriptions for the published OpenAPI document: one `describe` middleware per route
// gives its summary, its 2xx answer schema, the error statuses it may answer and whether it
// needs a session. Params, query and bodies come from the validators (api/lib/validate.ts).
// A description never changes behaviour: it is a no-op middleware read by the generator.
import { describeRoute, resolver, type ResponsesWithResolver } from 'hono-openapi';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { z, type ZodType } from 'zod';

/** The one error shape of every 4xx/5xx answer. */
export const errorDetail = z.looseObject({ detail: z.string() });
const ERROR_REF = { $ref: '#/components/schemas/ErrorDetail' };

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported file type',
  416: 'Range not satisfiable',
  422: 'Content refused (e.g. a video too long or unreadable)',
  424: 'Daily limit of codes reached',
  429: 'Too many attempts',
  502: 'Upstream service failed',
  503: 'Not configured or not ready',
};

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 424 | 429 | 502 | 503;

export interface RouteDoc {
  /** Schema of the success body; `null` for an empty body (204) or a redirect. */
  ok: StandardSchemaV1 | null;
  /** Success status; 200 by default. */
  status?: 200 | 201 | 204 | 302;
  /** Also answers a 302 redirect (browsers), besides the success body (JSON clients). */
  redirects?: boolean;
  /** Error statuses this route answers on purpose (400 for validation and 401 for `auth` are added). */
  errors?: ErrorStatus[];
  /** 'user': a session is required (401 otherwise); default: guests and users alike. */
  auth?: 'user';
  description?: string;
  /** Media type of the success body when it is not JSON. */
  media?: string;
  /** The request body, for routes that read it without a validator (sendBeacon, custom parsing). */
  body?: StandardSchemaV1;
  /** Media types the body may come as; JSON by default. */
  bodyMedia?: string[];
  /** Query parameters read without a validator. */
  query?: Record<string, ZodType>;
}

const SIGNED_IN = [{ bearerAuth: [] }, { cookieAuth: [] }];
const GUEST_OR_SIGNED_IN = [{}, ...SIGNED_IN];

/** The response object of one error status, `{detail}` as JSON. */
export function errorResponse(status: number) {
  return { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: ERROR_REF } } };
}

/** A describer for one tag (a feature): `const doc = describer('faq'); .get('/', doc('…', { ok }), …)`. */
export function describer(tag: string) {
  return (summary: string, o: RouteDoc) => {
    const status = o.status ?? 200;
    const ok =
      o.ok === null
        ? { description: status === 302 ? 'Redirect' : 'Done' }
        : {
            description: 'OK',
            content: { [o.media ?? 'application/json']: { schema: resolver(o.ok, { options: { io: 'output' } }) } },
          };
    const errors = new Set<number>(o.errors ?? []);
    if (o.auth === 'user') errors.add(401);
    const responses: ResponsesWithResolver = { [status]: ok };
    if (o.redirects) responses['302'] = { description: 'Redirect (when the client does not ask for JSON)' };
    for (const e of [...errors].sort()) responses[e] = errorResponse(e);
    const body = o.body;
    return describeRoute({
      tags: [tag],
      summary,
      description: o.description,
      security: o.auth === 'user' ? SIGNED_IN : GUEST_OR_SIGNED_IN,
      responses,
      ...(body && {
        requestBody: {
          required: true,
          content: Object.fromEntries(
            (o.bodyMedia ?? ['application/json']).map((m) => [m, { schema: resolver(body) }]),
          ),
        },
      }),
      ...(o.query && {
        parameters: Object.entries(o.query).map(([name, schema]) => ({
          in: 'query' as const,
          name,
          schema: z.toJSONSchema(schema, { io: 'input' }) as never,
        })),
      }),
    });
  };
}
