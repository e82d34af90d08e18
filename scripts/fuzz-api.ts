// `npm run fuzz:api` (a step of `npm test`): a property-based fuzzer driven by the server's own
// /api/openapi.json, after Schemathesis. It starts the real server on a free loopback port with
// a temporary data folder, sends every operation valid and broken requests (fast-check, fixed
// seed), half of them signed in, and checks each answer: no 5xx, a declared status, a declared
// content type, and a body matching the declared schema (ajv). Before that, a success pass sends each
// operation one valid request from its recipe (scripts/fuzz/recipes/) as the role that may make it. An
// operation is covered when a valid request got a 2xx/3xx; every operation must be, except those in
// scripts/fuzz/allowed-uncovered.ts. Writes a JSON report for the closing test count when given
// `--report <file>`; exits 1 on any failure or on an uncovered operation that is not allowed.
import { writeFileSync } from 'node:fs';
import webpush from 'web-push';
import { rmSync } from 'node:fs';
import { startOwnServer } from '../tests/e2e/server.ts';
import { startPostgres } from './postgres-server.ts';
import { createChecker } from './fuzz/checks.ts';
import { operationsOf, resolver, type Document, type Operation } from './fuzz/operations.ts';
import { inputsFor, type Input } from './fuzz/requests.ts';
import { send } from './fuzz/send.ts';
import { devLogin, signInRoles } from './fuzz/roles.ts';
import { startProviders } from './fuzz/providers.ts';
import { successPass, type PassResult } from './fuzz/success-pass.ts';
import { RECIPES } from './fuzz/recipes/index.ts';
import { ALLOWED_UNCOVERED } from './fuzz/allowed-uncovered.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Valid and broken inputs per operation, each: 2 x 12 = 24 requests per operation. */
const PER_KIND = Number(process.env.FUZZ_PER_KIND ?? 12);
const CONCURRENCY = 4;
/** An answer slower than this is printed (a slow call under fuzzing is usually a bug: a hang, a loop). */
const SLOW_MS = 3_000;
const reportFile = process.argv.includes('--report') ? process.argv[process.argv.indexOf('--report') + 1] : undefined;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface Failure {
  op: string;
  kind: string;
  signedIn: boolean;
  request: string;
  problem: string;
}

async function main(): Promise<void> {
  const started = performance.now();
  // NAUKA_TEST_ENGINE=postgres: the same run against a server on a throwaway PostgreSQL.
  const postgres = process.env.NAUKA_TEST_ENGINE === 'postgres' ? await startPostgres({ durable: false }) : undefined;
  const vapid = webpush.generateVAPIDKeys();
  const providers = await startProviders();
  const server = await startOwnServer(undefined, {
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'error',
    // The success pass takes a code for one login several times in a row (register, then recover).
    CODE_RESEND_SECONDS: '0',
    // Web Push on, to loopback only: the success pass subscribes a device at 127.0.0.1 (nothing listens), and a
    // random endpoint is refused by its host before any DNS lookup.
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    PUSH_ALLOW_LOCAL: '1',
    ...providers.env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }).catch(async (error: unknown) => {
    // A server that never became healthy: what this run started is stopped before the error ends it.
    await providers.close();
    postgres?.stop();
    throw error;
  });
  const failures: Failure[] = [];
  let requests = 0;
  let signedInRequests = 0;
  const byClass = new Map<string, number>();
  const validOk = new Set<string>();
  let operations: Operation[] = [];
  let pass: PassResult | undefined;
  let passSeconds = 0;
  try {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
    const resolve = resolver(doc);
    const check = createChecker(doc);
    operations = operationsOf(doc);
    const signed = await signInRoles(server.url, { databaseUrl: postgres?.url, dataDir: server.dataDir });
    const passStarted = performance.now();
    pass = await successPass(server.url, operations, RECIPES, signed, check, server.dataDir);
    passSeconds = (performance.now() - passStarted) / 1000;
    requests += pass.requests;
    for (const f of pass.failures) failures.push({ ...f, kind: 'success-pass', signedIn: true });

    // The random pass is signed in as the demo pupil (user 1).
    let token = '';
    const signIn = async () => {
      token = await devLogin(server.url, 1);
    };
    await signIn();

    const jobs: { op: Operation; input: Input; signedIn: boolean }[] = [];
    for (const op of operations) {
      inputsFor(op, resolve, PER_KIND, (SEED + hash(op.key)) >>> 0).forEach((input, i) => {
        // Signed-in-only operations are mostly called signed in, so their handlers are reached.
        const signedIn = op.signedInOnly ? i % 4 !== 3 : i % 2 === 0;
        jobs.push({ op, input, signedIn });
      });
    }
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const sentAt = performance.now();
        const { answer, request } = await send(server.url, job.op, job.input, job.signedIn ? token : undefined);
        const took = performance.now() - sentAt;
        if (took > SLOW_MS)
          console.log(`  slow (${(took / 1000).toFixed(1)} s): ${job.op.key} ${request.slice(0, 160)}`);
        requests += 1;
        const cls = `${Math.floor(answer.status / 100)}xx`;
        byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
        if (job.input.kind === 'valid' && answer.status < 400) validOk.add(job.op.key);
        if (job.signedIn) signedInRequests += 1;
        for (const problem of check(job.op, answer))
          failures.push({ op: job.op.key, kind: job.input.kind, signedIn: job.signedIn, request, problem });
        // Signing out revokes the fuzzer's own session: take a new one.
        if (job.signedIn && job.op.path === '/auth/logout') await signIn();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await server.stop();
    await providers.close();
    postgres?.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }

  const failedOps = new Set(failures.map((f) => f.op));
  const covered = new Set([...validOk, ...(pass?.covered ?? [])]);
  const uncovered = operations.filter((o) => !covered.has(o.key)).map((o) => o.key);
  const notAllowed = uncovered.filter((key) => !(key in ALLOWED_UNCOVERED));
  const stale = Object.keys(ALLOWED_UNCOVERED).filter((key) => covered.has(key));
  const seconds = Math.round((performance.now() - started) / 1000);
  for (const f of failures.slice(0, 40)) {
    console.log(`  FAIL ${f.op} [${f.kind}${f.signedIn ? ', signed in' : ''}] ${f.problem}\n       ${f.request}`);
  }
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
  const classes = [...byClass.entries()]
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  for (const key of notAllowed)
    console.log(`  UNCOVERED ${key}: ${pass?.misses.get(key) ?? 'no recipe (scripts/fuzz/recipes/)'}`);
  if (process.env.FUZZ_VERBOSE)
    for (const key of uncovered.filter((k) => !notAllowed.includes(k)))
      console.log(`  uncovered (allowed: ${ALLOWED_UNCOVERED[key]}) ${key}`);
  for (const key of stale) console.log(`  now covered, take it off scripts/fuzz/allowed-uncovered.ts: ${key}`);
  console.log(
    `API fuzz (seed ${SEED}): ${requests} requests (${signedInRequests} signed in; ${classes}) over ${operations.length} operations ` +
      `in ${seconds} s (success pass ${passSeconds.toFixed(1)} s); ${failures.length} nonconforming answers in ${failedOps.size} operations`,
  );
  console.log(
    `API fuzz coverage: ${covered.size}/${operations.length} operations answered a valid request with success ` +
      `(${uncovered.length} uncovered, ${notAllowed.length} of them not in scripts/fuzz/allowed-uncovered.ts)`,
  );
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({
        operations: operations.length,
        failedOperations: failedOps.size,
        engine: postgres ? 'postgres' : 'sqlite',
        covered: covered.size,
        uncoveredNotAllowed: notAllowed,
        requests,
        failures: failures.length,
      }),
    );
  }
  process.exit(failures.length > 0 || operations.length === 0 || notAllowed.length > 0 ? 1 : 0);
}

void main();
