// Pushing mutations in API tests exactly as a client does (POST /api/sync/push), so tests of
// each mutation's conflict rule share one envelope instead of copying it.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface TestMutation {
  id: number;
  name: string;
  args: unknown;
  at: string;
}
export interface PushBody {
  last_mutation_id: number;
  results: { id: number; status: string; detail?: string }[];
}

/** Pushes a batch for `client` with `token`; expects 200 and returns the parsed answer. */
export async function pushMutations(
  t: TestApp,
  token: string,
  client: string,
  mutations: TestMutation[],
): Promise<PushBody> {
  const res = await t.call('POST', '/api/sync/push', {
    token,
    body: { client_id: client, protocol_version: 1, mutations },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as PushBody;
}

export const mutation = (id: number, name: string, args: unknown, at = new Date().toISOString()): TestMutation => ({
  id,
  name,
  args,
  at,
});
