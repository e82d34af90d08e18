// Client clocks are trusted only within a small skew: a claimed time later than the server's
// receive time plus CLIENT_SKEW_MS becomes the receive time. The claim is kept (sync_mutations).
export const CLIENT_SKEW_MS = 60_000;

/** `claimed`, or the receive time when the claim lies further in the future than the skew. */
export function clampClientTime(claimed: string, receivedAt: string): string {
  const limit = Date.parse(receivedAt) + CLIENT_SKEW_MS;
  const ms = Date.parse(claimed);
  return Number.isNaN(ms) || ms > limit ? receivedAt : new Date(ms).toISOString();
}
