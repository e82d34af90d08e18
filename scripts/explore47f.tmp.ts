import { startOwnServer } from '../tests/e2e/server.ts';
const server = await startOwnServer(undefined, { LOG_LEVEL: 'error' });
console.log(server.url, server.dataDir);
await new Promise(() => {});
