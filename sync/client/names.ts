// Names the page, the sync worker and the service worker must agree on.
/** The Web Lock held while pushing: one pusher across tabs, workers and the service worker. */
export const PUSH_LOCK_NAME = 'nauka-sync-push';
/** The Background Sync tag the page registers when it queues an action. */
export const BACKGROUND_SYNC_TAG = 'nauka-outbox';
