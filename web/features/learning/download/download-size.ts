// Which media a removed course frees (sizes are shown with formatBytes from web/lib/format.ts).

/** Media URLs of a removed course that no other downloaded course still uses. */
export function orphanMedia(removed: readonly string[], kept: readonly (readonly string[])[]): string[] {
  const used = new Set(kept.flat());
  return removed.filter((url) => !used.has(url));
}
