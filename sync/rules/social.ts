// Rules of the social layer shared by browser and server: limits, the targets of likes and
// comments, complaint reasons, and the server's refusal details the browser maps to Russian.

/** What can be liked or disliked: the bookmark pair for materials, news, events, plus comments. */
export const REACTION_TYPES = ['post', 'news', 'event', 'comment'] as const;

/** What can be commented: a material ('post'), a news item or an event. */
export const COMMENTABLE_TYPES = ['post', 'news', 'event'] as const;
export type CommentableType = (typeof COMMENTABLE_TYPES)[number];

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENTS_PAGE_SIZE = 20;
export const COLLECTION_TITLE_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;
/** A collection holds at most this many materials (a page of the collection screen). */
export const COLLECTION_MAX_ITEMS = 500;
export const FEEDBACK_TEXT_MAX = 500;
export const COMPLAINT_TEXT_MAX = 500;

/** Complaint reasons with the labels the report dialog shows. */
export const COMPLAINT_REASON_LABELS = {
  spam: 'Спам или реклама',
  abuse: 'Оскорбления или травля',
  inappropriate: 'Недопустимый контент',
  personal_data: 'Раскрывает личные данные',
  other: 'Другое',
} as const;
export type ComplaintReasonCode = keyof typeof COMPLAINT_REASON_LABELS;

/** The answers of the popup after a like or a dislike. */
export const LIKE_FEEDBACK_REASONS = {
  interesting: 'Интересная тема',
  clear: 'Понятно объяснено',
  useful: 'Пригодится в учёбе',
  design: 'Красиво оформлено',
} as const;
export const DISLIKE_FEEDBACK_REASONS = {
  boring: 'Скучно',
  unclear: 'Непонятно объяснено',
  mistakes: 'Есть ошибки',
  too_long: 'Слишком длинно',
} as const;

/** Details the server answers with (the spec's wording); the browser maps them to Russian. */
export const SOCIAL_DETAILS = {
  commentBlocked: "You can't add comment",
  likeBlocked: "You can't add like",
  dislikeBlocked: "You can't add dislike",
  followBlocked: "You can't follow this user",
  /** A community request or invitation across a block. */
  communityBlocked: "You can't reach this user",
  collectionExists: 'You are already add collection',
  pageExists: 'You are already add page',
  complaintExists: 'You are already complained',
  blockSelf: "You can't block yourself",
  followSelf: "You can't follow yourself",
} as const;
