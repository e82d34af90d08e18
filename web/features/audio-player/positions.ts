// Saved podcast positions: on the device (Dexie audioPositions) for everyone, and for a
// signed-in user through the outbox ('audio-position-set') and back from the server on load.
// The newest of the device and server copies wins. A track without a server id keeps its
// position on the device only (content blocks that carry just a file path).
import { audioPositionKey } from '../../../sync/mutations/audio-client.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { AudioTrack } from '../../components/feature-widgets.tsx';
import { openDevice } from '../../lib/device-store.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { isOffline } from '../../lib/reachability.ts';

export type Track = AudioTrack;

export const positionKey = (t: Track) => (t.id ? audioPositionKey(t.id) : `path:${t.path}`);

/**
 * Set once a position is saved on this device: until then a guest's player has nothing to read there, and
 * opening the device store for nothing would bring Dexie into a first visit's load (issue 17). Without
 * localStorage the store is read, as before.
 */
const KEPT_FLAG = 'audioPositionsKept';

function positionsKept(): boolean {
  try {
    return localStorage.getItem(KEPT_FLAG) !== null;
  } catch {
    return true;
  }
}

/** The saved position in seconds (0 when none); `owner` set: the server's copy is asked too. */
export async function loadPosition(track: Track, owner: string | null): Promise<number> {
  // A signed-in user's device store is open already (sync-client.ts) and may hold positions the sync pulled.
  const local = owner || positionsKept() ? await (await openDevice()).audioPositions.get(positionKey(track)) : null;
  let best = local ? { position: local.position, at: local.updatedAt } : { position: 0, at: '' };
  if (owner && track.id && !isOffline()) {
    try {
      const server = await apiFetch<ApiResponse<'/audio-position/:audio_id'>>(`/audio-position/${track.id}`);
      if (server.updatedAt && server.updatedAt > best.at) best = { position: server.position, at: server.updatedAt };
    } catch {
      // offline or signed out on the server: the device copy stands
    }
  }
  return best.position;
}

/**
 * For a signed-in user with a server track, queues it (the worker stores the device copy in the
 * same transaction); otherwise saves on the device only.
 */
export async function savePosition(track: Track, owner: string | null, position: number): Promise<void> {
  try {
    localStorage.setItem(KEPT_FLAG, '1');
  } catch {
    // Without localStorage every load reads the store (positionsKept).
  }
  const localDb = await openDevice();
  const updatedAt = new Date().toISOString();
  const rounded = Math.round(position * 10) / 10;
  if (owner && track.id)
    await queueMutation(owner, 'audio-position-set', { audio_id: track.id, position: rounded, at: updatedAt });
  else
    await localDb.audioPositions.put({ key: positionKey(track), audioId: track.id ?? 0, position: rounded, updatedAt });
}
