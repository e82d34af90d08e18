// A device row's `data` checked with a valibot schema before a screen uses it (issue 45): rows kept by an older
// version of the site, or by another kind of writer under the same table, are refused here instead of drawn.
// The schema names the fields the screen reads; the compiler holds it to the screen's type (T must extend what the
// schema accepts), so a field the API renames fails to build instead of reading undefined.
import * as v from 'valibot';

/**
 * `value` as T when `schema` accepts it, else null. T is the type of the answer the table's one writer
 * (sync/client/table-owners.ts) stored; the schema checks every field the screen relies on.
 */
export function checkedRow<T extends v.InferOutput<S>, S extends v.GenericSchema = v.GenericSchema>(
  schema: S,
  value: unknown,
): T | null {
  // The input itself is returned, not the parsed output: v.object drops the fields the schema does not name.
  return v.safeParse(schema, value).success ? (value as T) : null;
}
