// Rules and words of the special video contest (spec, second document, sections 4, 5 and 9):
// pupil codes, the mentor's limit, the vote scale and the pupil statuses, shared by the server's
// checks and the screens. Russian texts appear exactly as the spec gives them.

/** A mentor may gather at most this many pupils in one contest. */
export const MENTOR_MAX_PUPILS = 30;

/**
 * Join keys: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 10^12
 * keys, so a key cannot be guessed within the lookup's rate limit. Shown as 'ABCD-EFGH'.
 */
export const JOIN_KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_KEY_LENGTH = 8;

/** What a person types (spaces, a dash, lower case) reduced to the stored key. */
export function normalizeJoinKey(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function formatJoinKey(key: string): string {
  return key.length === JOIN_KEY_LENGTH ? `${key.slice(0, 4)}-${key.slice(4)}` : key;
}

/**
 * Votes: each of the three criteria on a scale of 1 to 5 (our choice: the spec names the criteria,
 * not the scale). A work's score is the sum of all points it received; its rating is the average
 * per criterion.
 */
export const VOTE_MIN = 1;
export const VOTE_MAX = 5;
export const VOTE_CRITERIA = ['clarity', 'fascination', 'scientific'] as const;
export type VoteCriterion = (typeof VOTE_CRITERIA)[number];
export const VOTE_CRITERIA_LABELS: Record<VoteCriterion, string> = {
  clarity: 'Понятность',
  fascination: 'Увлекательность',
  scientific: 'Научность',
};

/** Places announced as winners (spec section 9: winner tags for places 1 to 5). */
export const WINNER_PLACES = 5;

/** Other works shown under a work. */
export const ANOTHER_VIDEOS_COUNT = 6;

/** A pupil's status in the mentor's list: null, then the work status ids 1-3. */
export const PUPIL_STATUS_LABELS = {
  none: 'Не загрузил работу',
  1: 'Работа на модерации',
  2: 'Работа отклонена',
  3: 'Работа опубликована',
} as const;
export const PUPIL_MODERATION_HINT = 'Обычно модерация занимает не больше 48 часов';

export const MENTOR_MESSAGES = {
  pupilNotFound: 'Мы не нашли ученика с таким кодом. Проверьте введеный код или укажите другой.',
  tooManyPupils: 'не более 30 учеников',
  pupilFound: 'Ученик найден',
  pupilAdded: 'Отлично! Ученик успешно добавлен',
  confirmDelete: 'Подтвердите удаление ученика',
} as const;

/** The mentor's wording of the upload form (spec section 5). */
export const MENTOR_WORK_FORM_MESSAGES = {
  file: 'Загрузите видео с вашей работой',
  name: 'Введите название вашей работы',
  namePlaceholder: 'Название',
} as const;
