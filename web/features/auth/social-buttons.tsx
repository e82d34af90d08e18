// VK, OK and FB sign-in buttons: links to /api/auth/{social}; with JavaScript the address is
// asked for first, so a network that is not configured shows a message, not a raw page.
import { useState } from 'react';
import { OkIcon, VkIcon } from '../../components/ui/icons.tsx';
import { MSG_GENERIC } from '../../lib/error-messages.ts';
import { configuredSocialNetworks, type SocialNetwork } from '../../../sync/rules/account-limits.ts';
import { useSiteSettings } from '../../lib/site-data.ts';
import { socialRedirect } from './auth-api.ts';

const NAMES: Record<SocialNetwork, string> = { vk: 'ВКонтакте', ok: 'Одноклассники', fb: 'Facebook' };

function Icon({ social }: { social: SocialNetwork }) {
  if (social === 'vk') return <VkIcon />;
  if (social === 'ok') return <OkIcon />;
  return (
    <span className="social-buttons__letter" aria-hidden="true">
      f
    </span>
  );
}

export function SocialButtons({
  modal,
  label = 'Войти через соцсеть',
}: {
  modal: 'social-auth' | 'social-confirmation';
  label?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const networks = configuredSocialNetworks(useSiteSettings()?.oauthProviders);
  const go = async (social: SocialNetwork) => {
    setError(null);
    try {
      window.location.assign(await socialRedirect(social, modal));
    } catch {
      setError(MSG_GENERIC);
    }
  };
  // Only the networks this install has keys for; none configured, no block at all.
  if (networks.length === 0) return null;
  return (
    <div className="social-buttons">
      <p className="social-buttons__label">{label}</p>
      <div className="social-buttons__row">
        {networks.map((s) => (
          <a
            key={s}
            href={`/api/auth/${s}?modal=${modal}`}
            className={`social-buttons__button social-buttons__button--${s}`}
            aria-label={NAMES[s]}
            onClick={(e) => {
              e.preventDefault();
              void go(s);
            }}
          >
            <Icon social={s} />
          </a>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
