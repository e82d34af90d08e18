// The fuzzer's own parts (scripts/fuzz): its checks catch each kind of nonconforming answer,
// and its "valid" requests really follow the document, for every operation of the real API.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';
import { createChecker } from '../../scripts/fuzz/checks.ts';
import { operationsOf, resolver, type Document, type Operation } from '../../scripts/fuzz/operations.ts';
import { inputsFor } from '../../scripts/fuzz/requests.ts';

let t: TestApp;
let doc: Document;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await (await t.call('GET', '/api/openapi.json')).json()) as Document;
  ops = operationsOf(doc);
});
afterAll(async () => {
  await t.close();
});

const op = (key: string) => {
  const found = ops.find((o) => o.key === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found;
};

describe('fuzzer checks', () => {
  it('pass a conforming answer and flag a 5xx, an undeclared status, a wrong content type and a wrong body', () => {
    const check = createChecker(doc);
    const health = op('GET /health');
    expect(check(health, { status: 200, contentType: 'application/json', text: '{"status":"ok"}' })).toEqual([]);
    expect(check(health, { status: 500, contentType: 'application/json', text: '{"detail":"x"}' })[0]).toMatch(
      /^not_a_server_error/,
    );
    expect(check(health, { status: 418, contentType: 'application/json', text: '{}' })[0]).toMatch(
      /^status_code_conformance/,
    );
    expect(check(health, { status: 200, contentType: 'text/html', text: '<p>' })[0]).toMatch(
      /^content_type_conformance/,
    );
    expect(check(health, { status: 200, contentType: 'application/json', text: '{"status":"down"}' })[0]).toMatch(
      /^response_schema_conformance/,
    );
    const faq = op('GET /faq');
    expect(
      check(faq, { status: 400, contentType: 'application/json; charset=utf-8', text: '{"detail":"limit: too big"}' }),
    ).toEqual([]);
    expect(
      check(faq, { status: 400, contentType: 'application/json', text: '{"success":false,"error":[]}' })[0],
    ).toMatch(/^response_schema_conformance/);
  });

  it('generates valid inputs that follow every operation’s schemas, the same ones for the same seed', () => {
    const ajv = new Ajv2020({ strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
    const compile = (schema: unknown) =>
      ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object);
    const resolve = resolver(doc);
    expect(ops.length).toBeGreaterThan(100);
    for (const o of ops) {
      const inputs = inputsFor(o, resolve, 5, 42);
      expect(inputs).toHaveLength(10);
      expect(JSON.stringify(inputsFor(o, resolve, 5, 42))).toBe(JSON.stringify(inputs));
      const valid = inputs.filter((i) => i.kind === 'valid');
      const broken = inputs.filter((i) => i.kind !== 'valid');
      expect(broken.length).toBe(5);
      if (o.body?.media.includes('application/json')) {
        const validate = compile(o.body.schema);
        for (const v of valid)
          expect(validate(v.body), `${o.key} ${JSON.stringify(v.body)} ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      for (const p of o.params.filter((x) => x.required && x.in === 'path')) {
        for (const v of valid) expect(compile(p.schema)(v.path[p.name]), `${o.key} ${p.name}`).toBe(true);
      }
    }
  });
});
