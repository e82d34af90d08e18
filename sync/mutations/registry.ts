// Every mutation name and its argument schema, in one typed map shared by the outbox
// (which checks args when queueing) and the server (which registers one handler per name).
// Later features add their entries here: 'audio-position-set', 'course-step-set', 'quiz-answer'.
import type * as v from 'valibot';
import { bookmarkSetArgs } from './bookmarks.ts';
import { courseStepSetArgs, quizAnswerArgs } from './learning.ts';
import { audioPositionSetArgs } from './audio.ts';
import { eventFormSendArgs } from './events.ts';
import { historyAddArgs } from './history.ts';
import { communityMoveArgs } from './communities.ts';
import {
  collectionCreateArgs,
  collectionItemSetArgs,
  collectionRenameArgs,
  commentAddArgs,
  reactionSetArgs,
  userRelationSetArgs,
} from './social.ts';
import { notificationReadArgs, notificationSettingsSetArgs } from './notifications.ts';
import { specialVoteArgs } from './special-contest.ts';
import { contestWorkSendArgs } from './contest-works.ts';

export const mutationArgs = {
  'bookmark-set': bookmarkSetArgs,
  'course-step-set': courseStepSetArgs,
  'quiz-answer': quizAnswerArgs,
  'audio-position-set': audioPositionSetArgs,
  'event-form-send': eventFormSendArgs,
  'history-add': historyAddArgs,
  'community-join': communityMoveArgs,
  'community-leave': communityMoveArgs,
  'community-request': communityMoveArgs,
  'community-request-cancel': communityMoveArgs,
  'reaction-set': reactionSetArgs,
  'follow-set': userRelationSetArgs,
  'block-set': userRelationSetArgs,
  'collection-create': collectionCreateArgs,
  'collection-rename': collectionRenameArgs,
  'collection-item-set': collectionItemSetArgs,
  'comment-add': commentAddArgs,
  'notification-read': notificationReadArgs,
  'notification-settings-set': notificationSettingsSetArgs,
  'special-vote': specialVoteArgs,
  'contest-work-send': contestWorkSendArgs,
} as const satisfies Record<string, v.GenericSchema>;

export type MutationName = keyof typeof mutationArgs;
export type MutationArgs<N extends MutationName> = v.InferOutput<(typeof mutationArgs)[N]>;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(mutationArgs, name);
}
