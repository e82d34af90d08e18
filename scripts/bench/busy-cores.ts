// `npm run bench:web -- --busy`: processes that hold every core while the timed parts run, as other apps hold a
// cheap phone's cores (issue 43). Each is a Node process spinning at normal priority; they are stopped when the
// bench ends, also on Ctrl+C or an error, so none is left running.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';

/** Starts `count` (default: one per core) spinning processes; the returned function stops them. */
export function holdCores(count = cpus().length): () => void {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.off('exit', stop);
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  return stop;
}
