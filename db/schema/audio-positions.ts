// Where a signed-in listener stopped in each podcast track (page_audios), so another device
// resumes there. Written only by the 'audio-position-set' mutation; the newest client time wins.
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { pageAudios } from './content.ts';
import { users } from './users.ts';

export const audioPositions = sqliteTable(
  'audio_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioId: integer('audio_id')
      .notNull()
      .references(() => pageAudios.id, { onDelete: 'cascade' }),
    /** Seconds from the start; 0 after the track was listened to the end (cleared). */
    position: real('position').notNull(),
    /** The client time of the change that set it (the conflict rule compares these). */
    at: text('at').notNull(),
    /** Its user's change version at its last change (api/lib/change-version.ts); pull answers rows above the cookie. */
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.audioId] }),
    index('audio_positions_user_version_idx').on(t.userId, t.version),
  ],
);
