// One cluster for the whole cluster suite (scripts/cluster/cluster.ts): two nodes that start at the same moment on
// an empty database (so the suite also sees them migrate it once), haproxy in front. The test files reach it by
// real HTTP only; to kill or restart a node they ask this process, which owns the node processes, over a small
// control server on 127.0.0.1, so whatever a test does, teardown stops every process the suite started.
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.ts';
import { freePort } from '../../scripts/postgres-server.ts';
import type { ClusterInfo } from './cluster-info.ts';

/** Timer job periods of the cluster's nodes (api/lib/cluster-jobs.ts), short so a test sees several periods. */
export const JOB_PERIODS = 'search-drain=300,upload-sweep=1000';

function control(cluster: Cluster, port: number): Server {
  return createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/nodes') {
      const nodes = cluster.nodes.map((n) => ({ name: n.name, port: n.port, pid: n.pid() ?? null }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nodes));
      return;
    }
    const m = /^\/(kill|restart)\/(\d+)$/.exec(req.url ?? '');
    const node = m ? cluster.nodes[Number(m[2])] : undefined;
    if (req.method !== 'POST' || !m || !node) {
      res.writeHead(404).end();
      return;
    }
    const done = m[1] === 'kill' ? node.kill() : node.start();
    done.then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid: node.pid() ?? null })),
      (e: unknown) => res.writeHead(500).end(String(e)),
    );
  }).listen(port, '127.0.0.1');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster({
    nodes: 2,
    migrate: 'race',
    durable: false,
    env: { JOB_PERIODS, UPLOADS_PER_DAY: '100', UPLOADS_PARALLEL: '10', ANONYMOUS_WRITES_PER_MINUTE: '100000' },
  });
  const controlPort = await freePort();
  const server = control(cluster, controlPort);
  const info: ClusterInfo = {
    proxyUrl: cluster.proxyUrl,
    databaseUrl: cluster.databaseUrl,
    dataDir: cluster.dataDir,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    jobPeriods: JOB_PERIODS,
    nodes: cluster.nodes.map((n) => ({ name: n.name, url: n.url, pid: n.pid() ?? 0 })),
  };
  project.provide('cluster', info);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await cluster.stop();
  };
}
