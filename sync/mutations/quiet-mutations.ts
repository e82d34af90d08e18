// The names of the mutations that sync quietly (not counted as the user's pending action), apart
// from the client registry so the page's sync indicator knows them without loading every module on
// the first load. quiet-mutations.test.ts checks the list against the modules' own `quiet` flags.
export const QUIET_MUTATIONS: ReadonlySet<string> = new Set(['history-add', 'notification-read']);

/** Mutations that sync without counting as the user's pending action. */
export function isQuietMutation(name: string): boolean {
  return QUIET_MUTATIONS.has(name);
}
