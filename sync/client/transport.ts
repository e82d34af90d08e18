// What replay needs from the network, as an interface (the worker implements it with fetch
// in workers/fetch-transport.ts). Outcomes are data, not exceptions, so each path is explicit.
import type { PullResponse, PushRequest, PushResponse } from '../protocol/envelopes.ts';

export type PushOutcome =
  | { kind: 'ok'; response: PushResponse }
  /** 409: the server's last applied id for this client is behind what we send. */
  | { kind: 'gap'; lastMutationId: number }
  /** 401/403: not signed in as the owner; nothing was applied, keep everything. */
  | { kind: 'auth'; status: number; detail: string }
  /** Network error, timeout, 5xx or an unexpected answer: keep and retry later. */
  | { kind: 'transient'; error: string };

type PullOutcome = { kind: 'ok'; response: PullResponse } | { kind: 'failed'; error: string };

/** The signed-in user's id as a string, null when signed out, undefined when unknown (offline). */
export type WhoAmI = string | null | undefined;

export interface SyncTransport {
  push(request: PushRequest): Promise<PushOutcome>;
  pull(cookie: number): Promise<PullOutcome>;
  currentUserId(): Promise<WhoAmI>;
}
