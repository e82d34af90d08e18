// JSON Schema (as the OpenAPI 3.1 document has it) -> fast-check arbitraries of values that
// follow it. Strings and numbers lean towards small, readable values so valid requests reach
// real rows (ids 1..20), while still covering each schema's whole range now and then.
import fc from 'fast-check';

export type Schema = Record<string, unknown> & { $ref?: string };
export type Resolve = (schema: Schema) => Schema;

const WORDS = ['наука', 'физика', 'Космос', 'test', 'a', 'ёлка', 'school 5'];
const MAX_ARRAY = 4;

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function integerArb(s: Schema): fc.Arbitrary<number> {
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  const min = Math.max(Number.MIN_SAFE_INTEGER, Math.ceil(num(s.minimum) ?? (exMin !== undefined ? exMin + 1 : -1000)));
  const max = Math.min(
    Number.MAX_SAFE_INTEGER,
    Math.floor(num(s.maximum) ?? (exMax !== undefined ? exMax - 1 : 100_000)),
  );
  const lowMin = Math.max(min, 0);
  const small = fc.integer({ min: Math.min(lowMin, max), max: Math.min(Math.max(lowMin, min) + 20, max) });
  return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArb(s: Schema): fc.Arbitrary<number> {
  const min = num(s.minimum) ?? num(s.exclusiveMinimum) ?? -1e6;
  const max = num(s.maximum) ?? num(s.exclusiveMaximum) ?? 1e6;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (v) =>
        (s.exclusiveMinimum === undefined || v > (s.exclusiveMinimum as number)) &&
        (s.exclusiveMaximum === undefined || v < (s.exclusiveMaximum as number)),
    );
}

function stringArb(s: Schema): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.min(num(s.maxLength) ?? 40, Math.max(minLength, 40));
  const fits = (v: string) => v.length >= minLength && v.length <= (num(s.maxLength) ?? Infinity);
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2020-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
  }
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    // A long minimum (a key, a token): fast-check's pattern strings are short, so filtering them for
    // length never ends. Build strings of the pattern's first character class at the right length.
    const cls = /\[((?:[^\]\\]|\\.)+)\]/.exec(s.pattern)?.[1];
    if (minLength > 4 && cls) {
      const unit = fc.stringMatching(new RegExp(`^[${cls}]$`));
      return fc
        .string({ unit, minLength, maxLength: Math.max(minLength, maxLength) })
        .filter((v) => re.test(v) && fits(v));
    }
    try {
      return fc.stringMatching(re).filter(fits);
    } catch {
      // fast-check cannot generate lookaheads: generate without them, keep what the real pattern takes.
      const loose = new RegExp(s.pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, ''));
      return fc.stringMatching(loose).filter((v) => re.test(v) && fits(v));
    }
  }
  const words = fc.constantFrom(...WORDS).filter(fits);
  const any = fc.string({ minLength, maxLength });
  return WORDS.some(fits) ? fc.oneof(words, any) : any;
}

function objectArb(s: Schema, resolve: Resolve, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = schemaArbitrary(sub, resolve, depth + 1);
  return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values that satisfy `schema`; `{}` (any) gives small JSON values. */
export function schemaArbitrary(input: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(input);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const variants = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((v) => schemaArbitrary(v, resolve, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return schemaArbitrary(s.allOf[0] as Schema, resolve, depth + 1);
  if (Array.isArray(s.type))
    return fc.oneof(...(s.type as string[]).map((t) => schemaArbitrary({ ...s, type: t }, resolve, depth + 1)));
  switch (s.type) {
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArb(s);
    case 'array': {
      const min = num(s.minItems) ?? 0;
      const items = s.items ? schemaArbitrary(s.items as Schema, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(items, {
        minLength: min,
        maxLength: Math.max(min, Math.min(num(s.maxItems) ?? MAX_ARRAY, MAX_ARRAY)),
      });
    }
    case 'object':
      return objectArb(s, resolve, depth);
  }
  if (s.properties) return objectArb(s, resolve, depth);
  return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
}
