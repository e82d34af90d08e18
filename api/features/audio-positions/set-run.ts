// A run of pushed 'audio-position-set' mutations (a podcast playing offline saves its position every few
// seconds) in four statements: the same outcomes, rows and change versions as setAudioPosition one by one.
// Never refuses alone: an unknown podcast answers Refused, and the push applies the run one by one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audioPositions } from '../../../db/schema/audio-positions.ts';
import { pageAudios } from '../../../db/schema/content.ts';
import { nextChangeVersions } from '../../lib/change-version.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import { Refused, type RunContext, type RunItem } from '../../lib/sync-feature.ts';

interface Row {
  position: number;
  at: string;
  version: number;
}

/** applyMany of 'audio-position-set' (audio-positions/sync.ts): see the module comment. */
export async function setAudioPositionRun(
  ctx: RunContext,
  items: readonly RunItem<'audio-position-set'>[],
): Promise<readonly unknown[]> {
  const ids = [...new Set(items.map((i) => i.args.audio_id))];
  const known = new Set(
    (await ctx.db.select({ id: pageAudios.id }).from(pageAudios).where(inArray(pageAudios.id, ids))).map((r) => r.id),
  );
  const unknown = items.findIndex((i) => !known.has(i.args.audio_id));
  if (unknown >= 0) return items.map((_, k) => (k === unknown ? new Refused('Audio not found') : undefined));
  const stored = await ctx.db
    .select({ id: audioPositions.audioId, position: audioPositions.position, at: audioPositions.at })
    .from(audioPositions)
    .where(and(eq(audioPositions.userId, ctx.userId), inArray(audioPositions.audioId, ids)));
  const rows = new Map<number, Row>(stored.map(({ id, ...r }) => [id, { ...r, version: 0 }]));
  // The podcasts of each change, in order: each takes the next version.
  const changed: number[] = [];
  for (const { args, at: actionAt } of items) {
    const at = args.at ? clampClientTime(args.at, ctx.receivedAt) : actionAt;
    const current = rows.get(args.audio_id);
    if (current && (current.at > at || (current.at === at && current.position === args.position))) continue;
    rows.set(args.audio_id, { position: Math.round(args.position * 10) / 10, at, version: 0 });
    changed.push(args.audio_id);
  }
  if (changed.length > 0) {
    const first = await nextChangeVersions(ctx.db, ctx.userId, changed.length);
    changed.forEach((id, n) => (rows.get(id)!.version = first + n));
    await ctx.db
      .insert(audioPositions)
      .values([...new Set(changed)].map((audioId) => ({ userId: ctx.userId, audioId, ...rows.get(audioId)! })))
      .onConflictDoUpdate({
        target: [audioPositions.userId, audioPositions.audioId],
        set: { position: sql`excluded.position`, at: sql`excluded.at`, version: sql`excluded.version` },
      });
  }
  return items.map(() => undefined);
}
