// A contest video's limits as plain numbers, apart from the header readers (video-check.ts), so the
// contest rules can name them without bringing mp4box into every bundle that knows a contest (the
// service worker, the sync worker).

/** The video contest allows 3 minutes, the common contest 5. */
export const VIDEO_CONTEST_MAX_SECONDS = 180;
export const COMMON_CONTEST_MAX_SECONDS = 300;
