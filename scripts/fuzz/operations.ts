// The operations of an OpenAPI document as the fuzzer needs them: method, path template,
// parameter and body schemas (refs resolved on demand), declared responses and security.
import type { Resolve, Schema } from './schema-arbitrary.ts';

interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  params: Param[];
  body?: { media: string[]; schema: Schema; required: boolean };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  signedInOnly: boolean;
}

export interface Document {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, Record<string, Schema>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Follows `#/components/...` references inside `doc`. */
export function resolver(doc: Document): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema?.$ref) return schema ?? {};
    const parts = schema.$ref.replace(/^#\//, '').split('/');
    let node: unknown = doc;
    for (const p of parts) node = (node as Record<string, unknown>)?.[p.replaceAll('~1', '/').replaceAll('~0', '~')];
    return resolve((node ?? {}) as Schema);
  };
  return resolve;
}

export function operationsOf(doc: Document): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const params = ((op.parameters ?? []) as Record<string, unknown>[]).map((raw) => {
        const p = raw.$ref ? (resolver(doc)(raw as Schema) as Record<string, unknown>) : raw;
        return {
          name: String(p.name),
          in: p.in as Param['in'],
          required: Boolean(p.required),
          schema: (p.schema ?? {}) as Schema,
        };
      });
      const rb = op.requestBody as { required?: boolean; content?: Record<string, { schema?: Schema }> } | undefined;
      const media = Object.keys(rb?.content ?? {});
      const first = media[0];
      const security = (op.security ?? []) as Record<string, unknown>[];
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params,
        body: first
          ? { media, schema: rb?.content?.[first]?.schema ?? {}, required: Boolean(rb?.required) }
          : undefined,
        responses: (op.responses ?? {}) as Operation['responses'],
        signedInOnly: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
      });
    }
  }
  return ops;
}
