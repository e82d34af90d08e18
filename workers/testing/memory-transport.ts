// An in-test stand-in for the network side of the sync protocol (the transport is an
// interface boundary): per-client last id, skip of applied ids with the stored result,
// 409 on a gap, rejections chosen by the test, and switchable failures.
import * as v from 'valibot';
import { bookmarkSetArgs } from '../../sync/mutations/bookmarks.ts';
import type { MutationEnvelope, PushRequest, PushResponse } from '../../sync/protocol/envelopes.ts';
import type { PushOutcome, SyncTransport, WhoAmI } from '../../sync/client/transport.ts';

interface Applied {
  env: MutationEnvelope;
  status: 'applied' | 'rejected';
  detail?: string;
}

export class MemoryTransport implements SyncTransport {
  user: WhoAmI = '1';
  /** 'down': the request never arrives; 'lost': applied, but the answer is lost. */
  failure: 'none' | 'down' | 'lost' = 'none';
  reject: (env: MutationEnvelope) => string | null = () => null;
  readonly last = new Map<string, number>();
  readonly log: Applied[] = [];
  readonly bookmarks = new Map<string, { on: boolean; version: number }>();
  pushes: PushRequest[] = [];
  version = 0;

  async currentUserId(): Promise<WhoAmI> {
    return this.failure === 'down' ? undefined : this.user;
  }

  async push(request: PushRequest): Promise<PushOutcome> {
    if (this.failure === 'down') return { kind: 'transient', error: 'TypeError: Failed to fetch' };
    this.pushes.push(request);
    const response = this.apply(request);
    if (response === 'gap') return { kind: 'gap', lastMutationId: this.last.get(request.client_id) ?? 0 };
    if (this.failure === 'lost') return { kind: 'transient', error: 'TimeoutError' };
    return { kind: 'ok', response };
  }

  private apply(request: PushRequest): PushResponse | 'gap' {
    let last = this.last.get(request.client_id) ?? 0;
    const first = request.mutations[0];
    if (first && first.id > last + 1) return 'gap';
    const results: PushResponse['results'] = [];
    for (const env of request.mutations) {
      if (env.id <= last) {
        const done = this.log.find((a) => a.env.id === env.id);
        results.push({ id: env.id, status: done?.status ?? 'applied', detail: done?.detail });
        continue;
      }
      if (env.id > last + 1) break;
      const detail = this.reject(env);
      this.log.push({ env, status: detail ? 'rejected' : 'applied', detail: detail ?? undefined });
      if (!detail) this.setBookmark(env.args);
      results.push(detail ? { id: env.id, status: 'rejected', detail } : { id: env.id, status: 'applied' });
      last = env.id;
    }
    this.last.set(request.client_id, last);
    return { last_mutation_id: last, results };
  }

  private setBookmark(args: unknown): void {
    const { type, id, on } = v.parse(bookmarkSetArgs, args);
    this.bookmarks.set(`${type}:${id}`, { on, version: ++this.version });
  }

  async pull(cookie: number) {
    if (this.failure === 'down') return { kind: 'failed' as const, error: 'TypeError: Failed to fetch' };
    const bookmarks = [...this.bookmarks]
      .filter(([, b]) => b.version > cookie)
      .map(([key, b]) => {
        const [type = '', id = '0'] = key.split(':');
        return { type, id: Number(id), on: b.on, updated_at: new Date(0).toISOString() };
      });
    return { kind: 'ok' as const, response: { cookie: this.version, bookmarks } };
  }

  /** The server's state now, as a backup holds it. */
  backup(): { last: [string, number][]; log: Applied[]; bookmarks: [string, { on: boolean; version: number }][] } {
    return { last: [...this.last], log: [...this.log], bookmarks: [...this.bookmarks] };
  }

  /** Back to a backup: everything applied after it is gone. */
  restore(backup: ReturnType<MemoryTransport['backup']>): void {
    this.last.clear();
    for (const [k, v] of backup.last) this.last.set(k, v);
    this.log.splice(0, this.log.length, ...backup.log);
    this.bookmarks.clear();
    for (const [k, v] of backup.bookmarks) this.bookmarks.set(k, v);
  }

  appliedIds(): number[] {
    return this.log.filter((a) => a.status === 'applied').map((a) => a.env.id);
  }
}
