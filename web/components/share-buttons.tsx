// Share links for a material, news item or event: Telegram, VK and Odnoklassniki open in a new
// tab; fb and tw open a 550×300 popup (spec section 2). The address is the page's own URL. Each is
// a round icon in the network's colour, named for screen readers ('Поделиться: Telegram').
import './share-buttons.css';
import { SHARE_DESCRIPTION_MAX, truncate } from '../lib/format.ts';
import { FacebookIcon, OkIcon, TelegramIcon, TwitterIcon, VkIcon } from './ui/icons.tsx';

const POPUP = 'width=550,height=300,noopener,noreferrer';

function shareTargets(url: string, title: string, description = '') {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const d = encodeURIComponent(truncate(description, SHARE_DESCRIPTION_MAX));
  return {
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    vk: `https://vk.com/share.php?url=${u}&title=${t}&description=${d}`,
    ok: `https://connect.ok.ru/offer?url=${u}&title=${t}&description=${d}`,
    fb: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    tw: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
  };
}

const NETWORKS = [
  { key: 'telegram', name: 'Telegram', Icon: TelegramIcon, popup: false },
  { key: 'vk', name: 'ВКонтакте', Icon: VkIcon, popup: false },
  { key: 'ok', name: 'Одноклассники', Icon: OkIcon, popup: false },
  { key: 'fb', name: 'Facebook', Icon: FacebookIcon, popup: true },
  { key: 'tw', name: 'Twitter', Icon: TwitterIcon, popup: true },
] as const;

export function ShareButtons({ title, description }: { title: string; description?: string }) {
  const url = typeof window === 'undefined' ? '' : (window.location.href.split('#')[0] ?? '');
  const to = shareTargets(url, title, description);
  return (
    <div className="share-buttons" role="group" aria-label="Поделиться">
      {NETWORKS.map(({ key, name, Icon, popup }) =>
        popup ? (
          <button
            key={key}
            type="button"
            className={`share-buttons__link share-buttons__link--${key}`}
            aria-label={`Поделиться: ${name}`}
            title={name}
            onClick={() => window.open(to[key], 'share', POPUP)}
          >
            <Icon />
          </button>
        ) : (
          <a
            key={key}
            className={`share-buttons__link share-buttons__link--${key}`}
            href={to[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Поделиться: ${name}`}
            title={name}
          >
            <Icon />
          </a>
        ),
      )}
    </div>
  );
}
