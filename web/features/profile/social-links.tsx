// Linking and unlinking VK, OK and FB in the own profile. Linking goes to the network and
// comes back to / with state and code, where the link is finished.
import { useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import { MSG_GENERIC } from '../../lib/error-messages.ts';
import { saveCurrentUser, type CurrentUser } from '../../lib/session.ts';
import { configuredSocialNetworks, SOCIAL_NETWORKS, type SocialNetwork } from '../../../sync/rules/account-limits.ts';
import { useSiteSettings } from '../../lib/site-data.ts';
import { unlinkSocial } from './profile-api.ts';

const NAMES: Record<SocialNetwork, string> = { vk: 'ВКонтакте', ok: 'Одноклассники', fb: 'Facebook' };
const FIELD: Record<SocialNetwork, 'vkId' | 'okId' | 'fbId'> = { vk: 'vkId', ok: 'okId', fb: 'fbId' };

export function SocialLinks({ user }: { user: CurrentUser }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<SocialNetwork | null>(null);
  const configured = configuredSocialNetworks(useSiteSettings()?.oauthProviders);
  // A configured network can be linked; one linked before stays listed so it can be unlinked.
  const networks = SOCIAL_NETWORKS.filter((s) => configured.includes(s) || Boolean(user[FIELD[s]]));
  const link = async (social: SocialNetwork) => {
    setError(null);
    setBusy(social);
    try {
      // eslint-disable-next-line no-restricted-syntax -- the per-network routes are registered in a loop: no RPC type
      const { url } = await apiFetch<{ url: string }>(`/auth/${social}`, { query: { modal: 'social-confirmation' } });
      window.location.assign(url);
    } catch {
      setError(MSG_GENERIC);
      setBusy(null);
    }
  };
  const unlink = async (social: SocialNetwork) => {
    setError(null);
    setBusy(social);
    try {
      await saveCurrentUser(await unlinkSocial(social));
    } catch {
      setError(MSG_GENERIC);
    } finally {
      setBusy(null);
    }
  };
  if (networks.length === 0) return null;
  return (
    <section className="card profile__social" aria-labelledby="social-title">
      <h2 id="social-title" className="profile__subtitle">
        Соцсети
      </h2>
      <ul className="profile__social-list">
        {networks.map((s) => {
          const linked = Boolean(user[FIELD[s]]);
          return (
            <li key={s} className="profile__social-item">
              <span className="profile__social-name">
                {NAMES[s]}
                <span className="profile__social-state">{linked ? 'Привязан' : 'Не привязан'}</span>
              </span>
              <button
                type="button"
                className={`button button--small ${linked ? 'button--quiet' : 'button--secondary'}`}
                disabled={busy !== null}
                aria-label={`${linked ? 'Отвязать' : 'Привязать'} ${NAMES[s]}`}
                onClick={() => void (linked ? unlink(s) : link(s))}
              >
                {linked ? 'Отвязать' : 'Привязать'}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
