// Prometheus metrics of one app (one registry per app, so tests can run several): HTTP
// requests by route pattern, sync pushes and pulls, mutations by name and outcome, code sends
// by channel, and gauges read at scrape time (sessions, database and WAL size, backup age).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gt, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sessions } from '../../db/schema/users.ts';
import { one, type Store } from '../../db/store.ts';

export interface MetricsSources {
  store: Store;
  dataDir: string;
}

/** The SQLite file behind the store, whose write-ahead log sits beside it; null on other engines. */
function sqliteFile(store: Store): string | null {
  return store.engine === 'sqlite' && 'file' in store && typeof store.file === 'string' ? store.file : null;
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Seconds since the newest archive in DATA_DIR/backups was written; -1 when there is none. */
function newestBackupAgeSeconds(dataDir: string, now = Date.now()): number {
  let newest = 0;
  try {
    for (const name of readdirSync(join(dataDir, 'backups'))) {
      if (name.endsWith('.tar.gz')) newest = Math.max(newest, statSync(join(dataDir, 'backups', name)).mtimeMs);
    }
  } catch {
    return -1;
  }
  return newest ? Math.round((now - newest) / 1000) : -1;
}

export function createMetrics(sources: MetricsSources, options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { store } = sources;
  const dbFile = sqliteFile(store);

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    syncPushes: new Counter({ name: 'sync_pushes_total', help: 'Sync push batches handled', registers }),
    syncPulls: new Counter({ name: 'sync_pulls_total', help: 'Sync pulls answered', registers }),
    mutations: new Counter({
      name: 'sync_mutations_total',
      help: 'Pushed mutations by name and outcome (applied, rejected)',
      labelNames: ['name', 'status'] as const,
      registers,
    }),
    codeSends: new Counter({
      name: 'auth_code_sends_total',
      help: 'Verification codes sent by channel',
      labelNames: ['channel'] as const,
      registers,
    }),
  };

  new Gauge({
    name: 'auth_active_sessions',
    help: 'Sessions not yet expired',
    registers,
    async collect() {
      const row = await one(
        store.db
          .select({ n: sql<number>`count(*)` })
          .from(sessions)
          .where(gt(sessions.expiresAt, new Date().toISOString())),
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: `${store.engine}_database_bytes`,
    help: store.engine === 'sqlite' ? 'Size of the SQLite database file' : 'Size of the PostgreSQL database',
    registers,
    async collect() {
      this.set((await store.sizeBytes()) ?? 0);
    },
  });
  if (dbFile) {
    new Gauge({
      name: 'sqlite_wal_bytes',
      help: 'Size of the SQLite write-ahead log',
      registers,
      collect() {
        this.set(fileSize(`${dbFile}-wal`));
      },
    });
  }
  new Gauge({
    name: 'backup_age_seconds',
    help: 'Seconds since the newest backup in DATA_DIR/backups (-1: none)',
    registers,
    collect() {
      this.set(newestBackupAgeSeconds(sources.dataDir));
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts one push: the batch and each mutation's outcome by name. */
export function recordPush(
  metrics: Metrics | undefined,
  mutations: { id: number; name: string }[],
  results: { id: number; status: string }[],
): void {
  if (!metrics) return;
  metrics.syncPushes.inc();
  const names = new Map(mutations.map((m) => [m.id, m.name]));
  for (const r of results) metrics.mutations.inc({ name: names.get(r.id) ?? 'unknown', status: r.status });
}
