// Every drizzle table of the schema, by SQL name: the PostgreSQL engine derives its tables from
// them, and the copy and schema checks walk them. A new schema file is added here.
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as accountsCodes from './accounts-codes.ts';
import * as accountsGeo from './accounts-geo.ts';
import * as accountsProfile from './accounts-profile.ts';
import * as accountsRateLimits from './accounts-rate-limits.ts';
import * as audioPositions from './audio-positions.ts';
import * as bookmarks from './bookmarks.ts';
import * as cluster from './cluster.ts';
import * as collections from './collections.ts';
import * as commentComplaints from './comment-complaints.ts';
import * as communities from './communities.ts';
import * as content from './content.ts';
import * as contests from './contests.ts';
import * as dictionaries from './dictionaries.ts';
import * as events from './events.ts';
import * as faq from './faq.ts';
import * as history from './history.ts';
import * as learning from './learning.ts';
import * as notificationTypes from './notification-types.ts';
import * as notifications from './notifications.ts';
import * as projects from './projects.ts';
import * as reactions from './reactions.ts';
import * as site from './site.ts';
import * as specialContest from './special-contest.ts';
import * as staff from './staff.ts';
import * as staticPages from './static-pages.ts';
import * as statistics from './statistics.ts';
import * as subscriptions from './subscriptions.ts';
import * as sync from './sync.ts';
import * as typeRequests from './type-requests.ts';
import * as uploads from './uploads.ts';
import * as userRelations from './user-relations.ts';
import * as users from './users.ts';

const modules: Record<string, unknown>[] = [
  accountsCodes,
  accountsGeo,
  accountsProfile,
  accountsRateLimits,
  audioPositions,
  bookmarks,
  cluster,
  collections,
  commentComplaints,
  communities,
  content,
  contests,
  dictionaries,
  events,
  faq,
  history,
  learning,
  notificationTypes,
  notifications,
  projects,
  reactions,
  site,
  specialContest,
  staff,
  staticPages,
  statistics,
  subscriptions,
  sync,
  typeRequests,
  uploads,
  userRelations,
  users,
];

/** The schema's tables keyed by their SQL name, in the order their files list them. */
export function allTables(): Map<string, SQLiteTable> {
  const out = new Map<string, SQLiteTable>();
  for (const mod of modules) {
    for (const value of Object.values(mod)) {
      if (is(value, SQLiteTable)) out.set(getTableConfig(value).name, value);
    }
  }
  return out;
}
