// How often the optional question after a like or dislike is asked: at most once a day per kind on
// this device, so a reader who likes several materials is not asked each time. Never throws: a
// browser without storage just asks.
const DAY_MS = 24 * 60 * 60 * 1000;
const keyOf = (kind: 'like' | 'dislike') => `feedbackAskedAt:${kind}`;

/** True when the question for `kind` was not asked on this device in the last 24 hours. */
export function mayAskFeedback(kind: 'like' | 'dislike', now = Date.now()): boolean {
  try {
    const last = Number(localStorage.getItem(keyOf(kind)));
    return !Number.isFinite(last) || last <= 0 || now - last >= DAY_MS || last > now;
  } catch {
    return true;
  }
}

/** Records that the question for `kind` was asked now. */
export function markFeedbackAsked(kind: 'like' | 'dislike', now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(kind), String(now));
  } catch {
    // No storage: the next like asks again, which is harmless.
  }
}
