// Builds the OpenAPI 3.1 document from the mounted API router: hono-openapi reads the
// validators and `describe` middlewares; this module adds what holds for every route
// (servers, security schemes, 400 for validated input, 404 for path ids, 413 for bodies).
import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { AUTH_COOKIE } from '../../lib/session-service.ts';
import { z } from 'zod';
import { errorDetail, errorResponse } from '../../lib/openapi.ts';
// Imported, not read from disk beside this file: the server also runs as one bundle (scripts/server-bundle.ts).
import packageJson from '../../../package.json' with { type: 'json' };

export type OpenApiDocument = OpenAPIV3_1.Document;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const errorRef = (status: number) => errorResponse(status) as OpenAPIV3_1.ResponseObject;

function addImpliedErrors(path: string, op: OpenAPIV3_1.OperationObject): void {
  const responses = (op.responses ??= {});
  const hasInput = Boolean(op.requestBody) || (op.parameters ?? []).length > 0;
  if (hasInput && !responses['400']) responses['400'] = errorRef(400);
  // An id of the right type that matches nothing, or of the wrong shape, is 404.
  if (path.includes('{') && !responses['404']) responses['404'] = errorRef(404);
  if (op.requestBody && !responses['413']) responses['413'] = errorRef(413);
}

function errorDetailSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _, ...schema } = z.toJSONSchema(errorDetail);
  return schema as OpenAPIV3_1.SchemaObject;
}

/** The document for `api` (mounted at /api and /otherapi). */
export async function buildOpenApiDocument(api: Hono<never, never, never>): Promise<OpenApiDocument> {
  const spec = (await generateSpecs(api, {
    documentation: {
      info: {
        title: 'Наука-клуб API',
        version: packageJson.version,
        description:
          'The API of the site, as its own web client uses it. JSON in snake_case; every error answers ' +
          '`{"detail": "..."}` with a real status. Sign in with `POST /auth/login`; send the token as ' +
          '`Authorization: Bearer <token>` (or the HttpOnly cookie the site sets).',
      },
      servers: [
        { url: '/api', description: 'API' },
        { url: '/otherapi', description: 'The same API under the second prefix' },
      ],
      components: {
        schemas: { ErrorDetail: errorDetailSchema() },
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token returned by sign-in.' },
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE,
            description: 'The HttpOnly session cookie of the web client.',
          },
        },
      },
    },
    defaultValidationErrorResponse: errorRef(400),
    excludeStaticFile: false,
  })) as unknown as OpenApiDocument;
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) addImpliedErrors(path, op);
    }
  }
  return spec;
}
