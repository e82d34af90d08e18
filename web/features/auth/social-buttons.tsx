// VK, OK and FB sign-in buttons: links to /api/auth/{social}; with JavaScript the address is
// asked for first, so a network that is not configured shows a message, not a raw page.
import { useState } from 'react';
import { OkIcon, VkIcon } from '../../components/ui/icons.tsx';
import { MSG_GENERIC } from '../../lib/error-messages.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../sync/rules/account-limits.ts';
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
  const go = async (social: SocialNetwork) => {
    setError(null);
    try {
      window.location.assign(await socialRedirect(social, modal));
    } catch {
      setError(MSG_GENERIC);
    }
  };
  return (
    <div className="social-buttons">
      <p className="social-buttons__label">{label}</p>
      <div className="social-buttons__row">
        {SOCIAL_NETWORKS.map((s) => (
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
