// `npm run cluster -- 2`: PostgreSQL, two app nodes and haproxy in front (scripts/cluster/cluster.ts), as
// docs/scaling.md describes, on this machine. Prints the proxy's address; Ctrl-C stops and deletes all of it.
import { startCluster } from './cluster/cluster.ts';

const count = Number(process.argv[2] ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error('Использование / usage: npm run cluster -- <nodes, 1-16>');
  process.exit(2);
}
const cluster = await startCluster({ nodes: count });
console.log(`PostgreSQL: ${cluster.databaseUrl}`);
for (const n of cluster.nodes) console.log(`${n.name}: ${n.url} (pid ${n.pid()}, log ${cluster.dir}/${n.name}.log)`);
console.log(`Кластер готов / cluster ready: ${cluster.proxyUrl} (Ctrl-C — остановить / to stop)`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Останавливаем кластер / stopping…');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
