// Whether someone is signed in, as far as the shell needs to know (banner, prompt, 'Войти'):
// the cached current user of web/lib/session.ts. Unknown (still loading) counts as not yet.
import { useCurrentUser } from '../../lib/session.ts';

export function useLoggedIn(): boolean {
  return Boolean(useCurrentUser());
}
