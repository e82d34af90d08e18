// A real cluster on this machine: a throwaway PostgreSQL server, N app nodes (the server bundle, production
// settings, one DATABASE_URL, one shared DATA_DIR) and haproxy in front with the docs' config. Used by
// `npm run cluster`, the cluster tests (tests/cluster) and `npm run bench:load`. Stops everything it started.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, openStore } from '../../db/client.ts';
import { freePort, startPostgres, type PostgresServer } from '../postgres-server.ts';
import { buildServerIfStale } from '../server-bundle.ts';
import { appNode, type AppNode } from './app-node.ts';
import { startHaproxy, type RunningProxy } from './haproxy.ts';

export interface ClusterOptions {
  nodes: number;
  /**
   * 'first' (default): the script migrates the empty database, then starts the nodes one after another;
   * 'race': every node starts at the same moment on the empty database and migrates it itself.
   */
  migrate?: 'first' | 'race';
  /** false for tests (no fsync); benches keep a durable server. */
  durable?: boolean;
  /** More environment for every node (e.g. JOB_PERIODS, METRICS_TOKEN). */
  env?: Record<string, string>;
}

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  dataDir: string;
  /** Logs of the nodes and the proxy, and the proxy's config. */
  dir: string;
  nodes: AppNode[];
  proxy: RunningProxy;
  postgres: PostgresServer;
  /** CPU seconds so far of the nodes, PostgreSQL and haproxy. */
  cpuSeconds: () => { nodes: number; postgres: number; proxy: number };
  stop: () => Promise<void>;
}

/** Each node's environment: what docs/scaling.md tells operators to set the same on every node. */
function nodeEnv(databaseUrl: string, dataDir: string, proxyUrl: string): Record<string, string> {
  return {
    // 'test', not 'production': production refuses the demo accounts the tests and the bench sign in as; the
    // rest is a production node's setting (docs/scaling.md lists them).
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: proxyUrl.replace('127.0.0.1', 'localhost'),
    // One secret for all nodes: a code or OAuth state signed by one node is checked by another.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    SEED_DEMO: '1',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
    DRAIN_SECONDS: '2',
    WEB_DIST: process.env.WEB_DIST ?? './dist/web',
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  buildServerIfStale();
  const dir = mkdtempSync(join(tmpdir(), 'nauka-cluster-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const postgres = await startPostgres({ durable: options.durable ?? true });
  const started: { nodes: AppNode[]; proxy?: RunningProxy } = { nodes: [] };
  const stop = async () => {
    await started.proxy?.stop();
    await Promise.all(started.nodes.map((n) => n.stop()));
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await adminQuery(postgres.url, 'create database nauka');
    const databaseUrl = postgres.urlOf('nauka');
    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const env = { ...nodeEnv(databaseUrl, dataDir, proxyUrl), ...options.env };
    for (let i = 1; i <= options.nodes; i++) started.nodes.push(appNode(`app${i}`, await freePort(), dir, env));
    if (options.migrate === 'race') {
      await Promise.all(started.nodes.map((n) => n.start()));
    } else {
      const store = openStore({ databaseUrl, sqliteFile: join(dataDir, 'app.db') });
      await store.migrate().finally(() => store.close());
      for (const n of started.nodes) await n.start();
    }
    const proxy = startHaproxy(dir, proxyPort, started.nodes);
    started.proxy = proxy;
    await waitThroughProxy(proxy, started.nodes.length);
    return {
      proxyUrl,
      databaseUrl,
      dataDir,
      dir,
      nodes: started.nodes,
      proxy,
      postgres,
      cpuSeconds: () => ({
        nodes: started.nodes.reduce((sum, n) => sum + n.cpuSeconds(), 0),
        postgres: postgres.cpuSeconds(),
        proxy: proxy.cpuSeconds(),
      }),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Until the proxy has every node up: as many ready answers in a row as there are nodes. */
async function waitThroughProxy(proxy: RunningProxy, nodes: number, timeoutMs = 20_000): Promise<void> {
  const { url } = proxy;
  const until = Date.now() + timeoutMs;
  let inRow = 0;
  while (Date.now() < until) {
    const failure = proxy.failure();
    if (failure) throw new Error(failure);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    inRow = ok ? inRow + 1 : 0;
    if (inRow >= nodes * 2) return;
    await new Promise((r) => setTimeout(r, ok ? 20 : 200));
  }
  throw new Error(`the proxy at ${url} did not answer ready within ${timeoutMs} ms`);
}
