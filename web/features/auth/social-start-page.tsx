// /auth/{social}: starts a sign-in with VK, OK or FB from a plain link (the login frame's
// buttons do the same in place): asks for the provider's address and goes there.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { MSG_GENERIC } from '../../lib/error-messages.ts';
import type { SocialNetwork } from '../../../sync/rules/account-limits.ts';
import { socialRedirect } from './auth-api.ts';
import { SOCIAL_LABELS } from './auth-flow.ts';

export function SocialStartPage({ social }: { social: SocialNetwork }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    socialRedirect(social, 'social-auth')
      .then((url) => live && window.location.assign(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [social]);
  return (
    <section className="state-card" aria-live="polite">
      <h2 className="state-card__title">Вход через {SOCIAL_LABELS[social]}</h2>
      <p className="state-card__text">{failed ? MSG_GENERIC : 'Переходим на страницу входа соцсети…'}</p>
      {failed && (
        <Link to="/" className="button button--primary">
          На главную
        </Link>
      )}
    </section>
  );
}
