// A run of pushed 'audio-position-set' mutations (a podcast playing offline saves its position every few
// seconds) in two statements on PostgreSQL, three on SQLite: the same outcomes, rows and change versions as setAudioPosition one by one.
// Never refuses alone: an unknown podcast answers Refused, and the push applies the run one by one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audioPositions } from '../../../db/schema/audio-positions.ts';
import { pageAudios } from '../../../db/schema/content.ts';
import { writeVersionedRun } from '../../lib/change-version.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import { Refused, type RunContext, type RunItem } from '../../lib/sync-feature.ts';

interface Row {
  position: number;
  at: string;
  /** The change of the run that wrote it last (its version's place among the run's). */
  change: number;
}

/** applyMany of 'audio-position-set' (audio-positions/sync.ts): see the module comment. */
export async function setAudioPositionRun(
  ctx: RunContext,
  items: readonly RunItem<'audio-position-set'>[],
): Promise<readonly unknown[]> {
  const ids = [...new Set(items.map((i) => i.args.audio_id))];
  // The podcasts that exist, with the user's stored position of each.
  const found = await ctx.db
    .select({ id: pageAudios.id, position: audioPositions.position, at: audioPositions.at })
    .from(pageAudios)
    .leftJoin(audioPositions, and(eq(audioPositions.audioId, pageAudios.id), eq(audioPositions.userId, ctx.userId)))
    .where(inArray(pageAudios.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = items.findIndex((i) => !known.has(i.args.audio_id));
  if (unknown >= 0) return items.map((_, k) => (k === unknown ? new Refused('Audio not found') : undefined));
  const rows = new Map<number, Row>();
  for (const { id, position, at } of found)
    if (position !== null && at !== null) rows.set(id, { position, at, change: 0 });
  // The podcasts of each change, in order: each takes the next version.
  const changed: number[] = [];
  for (const { args, at: actionAt } of items) {
    const at = args.at ? clampClientTime(args.at, ctx.receivedAt) : actionAt;
    const current = rows.get(args.audio_id);
    if (current && (current.at > at || (current.at === at && current.position === args.position))) continue;
    rows.set(args.audio_id, { position: Math.round(args.position * 10) / 10, at, change: changed.length });
    changed.push(args.audio_id);
  }
  if (changed.length > 0)
    await writeVersionedRun(ctx.db, ctx.userId, changed.length, (versionOf) =>
      ctx.db
        .insert(audioPositions)
        .values(
          [...new Set(changed)].map((audioId) => {
            const { position, at, change } = rows.get(audioId)!;
            return { userId: ctx.userId, audioId, position, at, version: versionOf(change) };
          }),
        )
        .onConflictDoUpdate({
          target: [audioPositions.userId, audioPositions.audioId],
          set: { position: sql`excluded.position`, at: sql`excluded.at`, version: sql`excluded.version` },
        }),
    );
  return items.map(() => undefined);
}
