// The readiness checks behind GET /api/ready: each answers ok or a short reason, cheaply
// (a ping, one read of the migrations table, one statfs), so a monitor may call it often.
import { statfsSync } from 'node:fs';
import type { AppDeps } from '../../context.ts';

export interface Check {
  ok: boolean;
  detail?: string;
}

async function database(deps: AppDeps): Promise<Check> {
  try {
    await deps.store.ping();
    return { ok: true };
  } catch (e) {
    return { ok: false, detail: `database error: ${(e as Error).message}` };
  }
}

async function migrations(deps: AppDeps): Promise<Check> {
  try {
    const pending = await deps.store.pendingMigrations();
    return pending.length ? { ok: false, detail: `migrations not applied: ${pending.join(', ')}` } : { ok: true };
  } catch (e) {
    return { ok: false, detail: `migrations unknown: ${(e as Error).message}` };
  }
}

/** Free bytes of the file system that holds `dir`. */
function freeBytes(dir: string): number {
  const s = statfsSync(dir);
  return Number(s.bavail) * Number(s.bsize);
}

function disk(deps: AppDeps): Check {
  const minMb = deps.config.READY_MIN_FREE_MB;
  try {
    const freeMb = Math.floor(freeBytes(deps.config.DATA_DIR) / 1024 / 1024);
    return freeMb >= minMb
      ? { ok: true, detail: `${freeMb} MB free` }
      : { ok: false, detail: `only ${freeMb} MB free in the data folder (need ${minMb} MB)` };
  } catch (e) {
    return { ok: false, detail: `data folder unreadable: ${(e as Error).message}` };
  }
}

export async function readiness(deps: AppDeps) {
  const [db, applied] = await Promise.all([database(deps), migrations(deps)]);
  const checks = { database: db, migrations: applied, disk: disk(deps) };
  const failed = Object.values(checks).find((c) => !c.ok);
  const engine = deps.store.engine;
  return failed
    ? { status: 'not ready' as const, engine, reason: failed.detail, checks }
    : { status: 'ready' as const, engine, checks };
}
