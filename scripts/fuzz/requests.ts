// Builds concrete HTTP requests for one operation: valid ones from the schemas, and broken
// ones (a required field missing, a wrong type, a number out of range, a huge string, odd
// unicode, malformed JSON), all from fast-check with a fixed seed so every run sends the same.
import fc from 'fast-check';
import type { Operation } from './operations.ts';
import { schemaArbitrary, type Resolve, type Schema } from './schema-arbitrary.ts';

export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** Raw body text and its media type, for broken bodies that are not JSON. */
  raw?: { text: string; media: string };
  /** A multipart form or raw bytes (an upload), sent as it is. */
  form?: FormData | Blob;
  /** Extra request headers (a cookie a sign-in flow set). */
  headers?: Record<string, string>;
  kind: 'valid' | `broken:${string}`;
}

const ODD = [
  '\u0000',
  '\uD800',
  '\u202Eevil',
  'a\u0301\u0301\u0301',
  '\uFEFF',
  '😀👩‍🚀',
  '\u200B',
  'Ω≈ç√∫',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  'null',
];
/** Query strings stay under Node's 16 KB header limit; bodies get the huge strings. */
const HUGE_QUERY = 'я'.repeat(1_500);
const HUGE_BODY = 'x'.repeat(300_000);

function validInput(op: Operation, resolve: Resolve): fc.Arbitrary<Input> {
  const group = (where: 'path' | 'query') => {
    const ps = op.params.filter((p) => p.in === where);
    const model = Object.fromEntries(ps.map((p) => [p.name, schemaArbitrary(p.schema, resolve)]));
    return fc.record(model, { requiredKeys: ps.filter((p) => p.required || where === 'path').map((p) => p.name) });
  };
  const body = op.body ? schemaArbitrary(op.body.schema, resolve) : fc.constant(undefined);
  return fc.record({ path: group('path'), query: group('query'), body }).map((r) => ({ ...r, kind: 'valid' as const }));
}

/** Where a broken value goes: a body field, a query parameter or a path parameter. */
type Slot = { where: 'body' | 'query' | 'path'; key: string; schema: Schema; required: boolean };

function slots(op: Operation, resolve: Resolve): Slot[] {
  const out: Slot[] = op.params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      where: p.in as 'path' | 'query',
      key: p.name,
      schema: resolve(p.schema),
      required: p.required || p.in === 'path',
    }));
  const body = op.body ? resolve(op.body.schema) : undefined;
  const required = new Set((body?.required as string[] | undefined) ?? []);
  for (const [key, s] of Object.entries((body?.properties ?? {}) as Record<string, Schema>))
    out.push({ where: 'body', key, schema: resolve(s), required: required.has(key) });
  return out;
}

function wrongTypeFor(s: Schema): unknown[] {
  const type = s.type;
  if (type === 'integer' || type === 'number') return ['abc', true, { n: 1 }, [1]];
  if (type === 'string') return [12345, false, { s: 'x' }, ['a']];
  if (type === 'array') return ['not-an-array', 7, { a: 1 }];
  if (type === 'object') return ['text', 3, [1, 2]];
  if (type === 'boolean') return ['yes', 2, null];
  return [{ deep: { deeper: [1, 'a'] } }, 'x'];
}

function outOfRangeFor(s: Schema, where: Slot['where']): unknown[] {
  if (s.type === 'integer' || s.type === 'number') {
    const vals: unknown[] = [-1, 0, 2 ** 53 + 10, 1e308, -1e308, 1.5, -2147483649];
    if (typeof s.maximum === 'number') vals.push(s.maximum + 1);
    if (typeof s.minimum === 'number') vals.push(s.minimum - 1);
    return vals;
  }
  if (s.type === 'string' && typeof s.maxLength === 'number') return ['z'.repeat(s.maxLength + 1), ''];
  // In a query string a long array must stay under Node's 16 KB request-line limit.
  if (s.type === 'array')
    return [Array.from({ length: where === 'body' ? 1000 : Math.min(Number(s.maxItems ?? 50) + 1, 200) }, () => 1)];
  return [''];
}

function brokenInput(op: Operation, resolve: Resolve): fc.Arbitrary<Input> {
  const all = slots(op, resolve);
  const choices: fc.Arbitrary<Input>[] = [];
  const base = validInput(op, resolve);
  const put = (slot: Slot, value: unknown, kind: string) =>
    base.map((input): Input => {
      const next: Input = { ...input, path: { ...input.path }, query: { ...input.query }, kind: `broken:${kind}` };
      if (slot.where === 'body')
        next.body = {
          ...(typeof input.body === 'object' && input.body && !Array.isArray(input.body) ? input.body : {}),
          [slot.key]: value,
        };
      else if (slot.where === 'query') next.query[slot.key] = value;
      else next.path[slot.key] = value;
      return next;
    });
  for (const slot of all) {
    choices.push(fc.constantFrom(...wrongTypeFor(slot.schema)).chain((v) => put(slot, v, 'wrong-type')));
    choices.push(fc.constantFrom(...outOfRangeFor(slot.schema, slot.where)).chain((v) => put(slot, v, 'out-of-range')));
    choices.push(fc.constantFrom(...ODD).chain((v) => put(slot, v, 'odd-unicode')));
    choices.push(put(slot, slot.where === 'body' ? HUGE_BODY : HUGE_QUERY, 'huge-string'));
    if (slot.required && slot.where !== 'path') {
      choices.push(
        base.map((input): Input => {
          const next: Input = { ...input, query: { ...input.query }, kind: 'broken:missing-required' };
          if (slot.where === 'query') delete next.query[slot.key];
          else if (typeof input.body === 'object' && input.body) {
            const { [slot.key]: _, ...rest } = input.body as Record<string, unknown>;
            next.body = rest;
          }
          return next;
        }),
      );
    }
  }
  if (op.body) {
    choices.push(base.map((i): Input => ({ ...i, body: undefined, kind: 'broken:no-body' })));
    choices.push(
      fc
        .constantFrom('{"a":', '[1,2', 'not json', '\u0000', '{"x":1}}')
        .chain((text) =>
          base.map((i): Input => ({ ...i, raw: { text, media: 'application/json' }, kind: 'broken:malformed-json' })),
        ),
    );
    choices.push(
      base.map((i): Input => ({
        ...i,
        raw: { text: 'a=1&b=2', media: 'application/x-www-form-urlencoded' },
        kind: 'broken:wrong-content-type',
      })),
    );
    choices.push(
      fc
        .constantFrom<unknown>(null, 42, 'text', [1, 2], true)
        .chain((v) => base.map((i): Input => ({ ...i, body: v, kind: 'broken:wrong-body-type' }))),
    );
  }
  choices.push(
    fc
      .constantFrom(...ODD, HUGE_QUERY)
      .chain((v) =>
        base.map((i): Input => ({ ...i, query: { ...i.query, unexpected_param: v }, kind: 'broken:unknown-param' })),
      ),
  );
  return fc.oneof(...choices);
}

/** `count` valid and `count` broken inputs for `op`, the same for the same seed. */
export function inputsFor(op: Operation, resolve: Resolve, count: number, seed: number): Input[] {
  return [
    ...fc.sample(validInput(op, resolve), { numRuns: count, seed }),
    ...fc.sample(brokenInput(op, resolve), { numRuns: count, seed: seed + 1 }),
  ];
}
