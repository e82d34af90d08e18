// Saved podcast positions of a user: the one place that writes them ('audio-position-set'),
// stamping the change version for pull. The newest client time wins; a replay changes nothing.
import { and, asc, eq, gt } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { audioPositions } from '../../../db/schema/audio-positions.ts';
import { pageAudios } from '../../../db/schema/content.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';

export interface AudioPositionSet {
  audioId: number;
  position: number;
  at: string;
}

/**
 * Stores the position unless a newer one (by client time) is already there. Returns whether it
 * changed. One transaction: an older position must not overwrite a newer one written between
 * the comparison and the write.
 */
export function setAudioPosition(db: Db, userId: number, set: AudioPositionSet): Promise<boolean> {
  return db.transaction(async (tx) => {
    const audio = await one(tx.select({ id: pageAudios.id }).from(pageAudios).where(eq(pageAudios.id, set.audioId)));
    if (!audio) throw httpError(404, 'Audio not found');
    const key = and(eq(audioPositions.userId, userId), eq(audioPositions.audioId, set.audioId));
    const current = await one(tx.select().from(audioPositions).where(key));
    if (current && (current.at > set.at || (current.at === set.at && current.position === set.position))) return false;
    const version = await nextChangeVersion(tx, userId);
    const position = Math.round(set.position * 10) / 10;
    await tx
      .insert(audioPositions)
      .values({ userId, audioId: set.audioId, position, at: set.at, version })
      .onConflictDoUpdate({
        target: [audioPositions.userId, audioPositions.audioId],
        set: { position, at: set.at, version },
      });
    return true;
  });
}

/** The pull list: positions changed since the cookie. */
export async function audioPositionsChangedSince(db: Db, userId: number, since: number) {
  return db
    .select({ audio_id: audioPositions.audioId, position: audioPositions.position, updated_at: audioPositions.at })
    .from(audioPositions)
    .where(and(eq(audioPositions.userId, userId), gt(audioPositions.version, since)))
    .orderBy(asc(audioPositions.version));
}

/** One saved position (0 when none). */
export async function readAudioPosition(db: Db, userId: number, audioId: number) {
  const row = await one(
    db
      .select()
      .from(audioPositions)
      .where(and(eq(audioPositions.userId, userId), eq(audioPositions.audioId, audioId))),
  );
  return { audio_id: audioId, position: row?.position ?? 0, updated_at: row?.at ?? null };
}
