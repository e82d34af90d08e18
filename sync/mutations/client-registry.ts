// The one list of browser-side sync modules. The engine (sync/client/, workers/) reaches
// features only through this file (a dependency-cruiser rule checks it). Adding an offline
// action: write its module beside its schema and add it here (docs/sync.md).
import type { ClientMutation, PullSection } from '../client/sync-module.ts';
import type { SyncedTableName } from '../client/local-schema.ts';
import { audioPositionSetClient, audioPositionsPull } from './audio-client.ts';
import { bookmarkSetClient, bookmarksListFill, bookmarksPull } from './bookmarks-client.ts';
import { courseStepSetClient, courseStepsPull } from './course-steps-client.ts';
import { eventFormSendClient } from './events-client.ts';
import { historyAddClient, historyPull } from './history-client.ts';
import {
  quizAnswerClient,
  quizAnswersPull,
  quizAttemptAnswer,
  quizAttemptsPull,
  quizVerdictsAnswer,
} from './quiz-client.ts';
import { mutationArgs, type MutationName } from './registry.ts';
import {
  collectionCreateClient,
  collectionItemSetClient,
  collectionRenameClient,
  collectionsPull,
} from './collections-client.ts';
import { commentAddClient } from './comments-client.ts';
import { reactionSetClient, reactionsPull } from './reactions-client.ts';
import { blockSetClient, followSetClient, relationsPull } from './user-relations-client.ts';
import { specialVoteClient } from './special-contest-client.ts';
import { contestWorkSendClient } from './contest-works-client.ts';
import {
  communityJoinClient,
  communityLeaveClient,
  communityRequestCancelClient,
  communityRequestClient,
} from './communities-client.ts';
import { notificationReadClient, notificationSettingsSetClient } from './notifications-client.ts';

const modules: readonly ClientMutation[] = [
  bookmarkSetClient,
  courseStepSetClient,
  quizAnswerClient,
  audioPositionSetClient,
  eventFormSendClient,
  historyAddClient,
  communityJoinClient,
  communityLeaveClient,
  communityRequestClient,
  communityRequestCancelClient,
  reactionSetClient,
  followSetClient,
  blockSetClient,
  collectionCreateClient,
  collectionRenameClient,
  collectionItemSetClient,
  commentAddClient,
  notificationReadClient,
  notificationSettingsSetClient,
  specialVoteClient,
  contestWorkSendClient,
];

/** Pull sections, merged in this order (attempts before their answers). */
export const pullSections: readonly PullSection[] = [
  bookmarksPull,
  courseStepsPull,
  quizAttemptsPull,
  quizAnswersPull,
  audioPositionsPull,
  historyPull,
  reactionsPull,
  collectionsPull,
  relationsPull,
];

/**
 * Sections a REST answer is merged through (the page hands the worker what a screen fetched): the pull sections,
 * which a GET /history answer shares, and the fills of lists the pull does not carry whole.
 */
export const answerSections: readonly PullSection[] = [
  ...pullSections,
  bookmarksListFill,
  quizAttemptAnswer,
  quizVerdictsAnswer,
];

function buildRegistry(list: readonly ClientMutation[]): ReadonlyMap<string, ClientMutation> {
  const map = new Map<string, ClientMutation>();
  for (const m of list) {
    if (map.has(m.name)) throw new Error(`Two client sync modules for mutation "${m.name}"`);
    map.set(m.name, m);
  }
  const missing = Object.keys(mutationArgs).filter((name) => !map.has(name));
  if (missing.length > 0) throw new Error(`No client sync module for mutation(s): ${missing.join(', ')}`);
  return map;
}

const registry = buildRegistry(modules);

export function clientMutation(name: string): ClientMutation | undefined {
  return registry.get(name);
}

export function argsSchemaOf(name: MutationName) {
  return mutationArgs[name];
}

/** The names of the modules that sync quietly (sync/mutations/quiet-mutations.ts must list the same). */
export const quietModuleNames: readonly string[] = modules.filter((m) => m.quiet === true).map((m) => m.name);

/** Every device table a module or a pull section writes: the worker's transactions span them. */
export const syncedTables: readonly SyncedTableName[] = [
  ...new Set([...modules.flatMap((m) => m.tables), ...pullSections.flatMap((s) => s.tables), 'syncMeta' as const]),
];
