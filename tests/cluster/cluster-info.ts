// What the cluster suite's global setup hands its test files (vitest's provide/inject), and the helpers the
// files share: the node addresses, kill and restart through the setup's control server, and the database
// for counting effects (writes under test always go through HTTP).
import { inject } from 'vitest';
import { openPostgresStore } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { createSession } from '../../api/lib/session-service.ts';

export interface ClusterInfo {
  proxyUrl: string;
  databaseUrl: string;
  dataDir: string;
  controlUrl: string;
  jobPeriods: string;
  nodes: { name: string; url: string; pid: number }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

export const cluster = inject('cluster');

/** The cluster's database, for reading what the nodes wrote (and making users, as a sign-in would). */
export function clusterStore() {
  return openPostgresStore(cluster.databaseUrl);
}

async function controlCall(action: 'kill' | 'restart', node: number): Promise<number | null> {
  const res = await fetch(`${cluster.controlUrl}/${action}/${node}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${action} node ${node}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { pid: number | null }).pid;
}

/** SIGKILL to node `i` (0-based): no drain, as a machine that loses power. */
export const killNode = (i: number) => controlCall('kill', i);
/** Starts node `i` again on its port; resolves when it is ready. Returns its new pid. */
export const restartNode = (i: number) => controlCall('restart', i);

/** The nodes' current processes (a killed node has pid null; a restarted one a new pid). */
export async function nodeProcesses(): Promise<{ name: string; port: number; pid: number | null }[]> {
  return (await fetch(`${cluster.controlUrl}/nodes`)).json() as Promise<
    { name: string; port: number; pid: number | null }[]
  >;
}

let n = 0;
/** A new signed-in user: the row and session a sign-in would make; the token is used over HTTP. */
export async function signUp(store: ReturnType<typeof clusterStore>): Promise<{ userId: number; token: string }> {
  n += 1;
  const row = await one(
    store.db
      .insert(users)
      .values({ login: `cluster-${n}-${Date.now()}@example.org`, name: 'Тест', lastName: 'Тестов', isAgreement: true })
      .returning({ id: users.id }),
  );
  if (!row) throw new Error('user not inserted');
  return { userId: row.id, token: (await createSession(store.db, row.id)).token };
}

/** fetch with a bearer token and a JSON body. */
export function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Milliseconds from `at` to the start of the first check that held: when a node began to show a change, not how
 * long its answer then took on this busy machine. Gives up 5 s after `at`.
 */
export async function firstSeen(check: () => Promise<boolean>, at: number): Promise<number> {
  while (Date.now() - at < 5000) {
    const asked = Date.now();
    if (await check()) return asked - at;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}
