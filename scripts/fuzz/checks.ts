// The checks applied to every answer, named as Schemathesis names them: not_a_server_error,
// status_code_conformance, content_type_conformance and response_schema_conformance.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Document, Operation } from './operations.ts';
import type { Schema } from './schema-arbitrary.ts';

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

export function createChecker(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
  const cache = new Map<Schema, ValidateFunction>();
  const compile = (schema: Schema) => {
    let fn = cache.get(schema);
    if (!fn) {
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
      fn = ajv.compile(JSON.parse(text) as Schema);
      cache.set(schema, fn);
    }
    return fn;
  };

  /** The failures of one answer (empty when it conforms). */
  return (op: Operation, answer: Answer): string[] => {
    if (answer.status >= 500) return [`not_a_server_error: ${answer.status} ${answer.text.slice(0, 200)}`];
    const declared = op.responses[String(answer.status)] ?? op.responses.default;
    if (!declared)
      return [
        `status_code_conformance: ${answer.status} not in [${Object.keys(op.responses).join(', ')}] ${answer.text.slice(0, 200)}`,
      ];
    const content = declared.content;
    if (!content || Object.keys(content).length === 0) {
      return answer.text.length > 0 && answer.status !== 302
        ? [`content_type_conformance: ${answer.status} has a body but declares none`]
        : [];
    }
    const media = (answer.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    // A declared range (`video/*`, `*/*`) takes every media type in it, as OpenAPI reads it.
    const entry = content[media] ?? content[`${media.split('/')[0]}/*`] ?? content['*/*'];
    if (!entry)
      return [
        `content_type_conformance: ${answer.status} answered "${media}", declared ${Object.keys(content).join(', ')}`,
      ];
    if (media !== 'application/json' || !entry.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`response_schema_conformance: ${answer.status} body is not JSON`];
    }
    const validate = compile(entry.schema);
    if (validate(body)) return [];
    const e = validate.errors?.[0];
    return [
      `response_schema_conformance: ${answer.status} ${e?.instancePath || '/'} ${e?.message ?? ''} ${JSON.stringify(e?.params ?? {})}`,
    ];
  };
}
