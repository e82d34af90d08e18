// Every feature that takes part in sync, as api/app.ts lists routers: push handlers and pull
// sections are built from this one list (api/features/sync knows no feature by name).
import type { ServerSyncFeature } from './lib/sync-feature.ts';
import { audioPositionsSync } from './features/audio-positions/sync.ts';
import { coursesSync } from './features/courses/sync.ts';
import { eventsSync } from './features/events/sync.ts';
import { favoritesSync } from './features/favorites/sync.ts';
import { historySync } from './features/history/sync.ts';
import { quizzesSync } from './features/quizzes/sync.ts';
import { communitiesSync } from './features/communities/sync.ts';
import { blockingSync } from './features/blocking/sync.ts';
import { collectionsSync } from './features/collections/sync.ts';
import { commentsSync } from './features/content-comments/sync.ts';
import { followsSync } from './features/follows/sync.ts';
import { likesSync } from './features/likes/sync.ts';
import { notificationsSync } from './features/notifications/sync.ts';
import { contestsSync } from './features/contests/sync.ts';

export const syncFeatures: readonly ServerSyncFeature[] = [
  favoritesSync,
  coursesSync,
  quizzesSync,
  audioPositionsSync,
  eventsSync,
  historySync,
  communitiesSync,
  likesSync,
  followsSync,
  blockingSync,
  collectionsSync,
  commentsSync,
  notificationsSync,
  contestsSync,
];
