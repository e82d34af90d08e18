// The network's answers that the first screen draws from before the device store opens (Dexie
// loads only once that screen is drawn, device-store.ts). One value per key, kept in memory for
// this page only; the hooks that read the device show it until the device answers, and whoever
// writes such a key to the device writes it here too, so the two never disagree.
const values = new Map<string, unknown>();
const listeners = new Set<() => void>();

/** Keeps `value` for the first screen under `key` (the key the device store uses for it). */
export function keepForFirstScreen(key: string, value: unknown): void {
  values.set(key, value);
  for (const listener of listeners) listener();
}

/** The value kept under `key` (outside React); undefined when the network has not answered it. */
export function firstScreenValue<T>(key: string): T | undefined {
  // Only keepForFirstScreen writes here, with the value the device keeps under the same key.
  return values.get(key) as T | undefined;
}

export function subscribeFirstScreen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The device's answer when it holds the value; before that, the network's answer kept for the
 * first screen. undefined only while neither has answered.
 */
export function deviceOrFirstScreen<T>(
  device: T | null | undefined,
  first: T | null | undefined,
): T | null | undefined {
  if (device !== undefined && device !== null) return device;
  return first !== undefined ? first : device;
}
