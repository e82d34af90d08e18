// The tables whose rows never shape an answer kept for everyone (a guest's catalogue, a post, a first screen):
// sessions, a pupil's own marks and progress, sync and job bookkeeping, what users send to staff. A write that
// touches only these leaves the public change epoch where it was (db/engines/public-writes.ts), so a pupil's
// bookmark does not empty every node's kept answers. A table goes here only when no public answer reads it:
// tests/integration/public-answers-read.test.ts answers the public calls as a guest and fails if one does.
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  // accounts
  'sessions',
  'rate_limits',
  'verification_codes',
  'code_requests',
  // a pupil's own marks, places and progress
  'bookmarks',
  'history_items',
  'audio_positions',
  'statistics',
  'course_step_states',
  'set_times',
  // sync bookkeeping
  'sync_clients',
  'sync_mutations',
  'sync_version',
  'user_change_versions',
  'user_relation_versions',
  // notifications, jobs and the outbox
  'notifications',
  'push_outbox',
  'push_subscriptions',
  'domain_event_outbox',
  'domain_event_effects',
  'cluster_jobs',
  'inbox_handled',
  // what users send to staff, and staff's own log
  'faq_messages',
  'course_form_submissions',
  'newsletter_subscriptions',
  'comment_complaints',
  'staff_audit',
]);
