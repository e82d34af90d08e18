// Share links for a material, news item or event: Telegram, VK and Odnoklassniki open in a new
// tab; fb and tw open a 550×300 popup (spec section 2). The address is the page's own URL.
import './share-buttons.css';
import { SHARE_DESCRIPTION_MAX, truncate } from '../lib/format.ts';

const POPUP = 'width=550,height=300,noopener,noreferrer';

export function shareTargets(url: string, title: string, description = '') {
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

export function ShareButtons({ title, description }: { title: string; description?: string }) {
  const url = typeof window === 'undefined' ? '' : (window.location.href.split('#')[0] ?? '');
  const to = shareTargets(url, title, description);
  const popup = (href: string) => () => window.open(href, 'share', POPUP);
  return (
    <div className="share-buttons" role="group" aria-label="Поделиться">
      <a className="share-buttons__link" href={to.telegram} target="_blank" rel="noopener noreferrer">
        <span className="visually-hidden">Поделиться: </span>Telegram
      </a>
      <a className="share-buttons__link" href={to.vk} target="_blank" rel="noopener noreferrer">
        <span className="visually-hidden">Поделиться: </span>VK
      </a>
      <a className="share-buttons__link" href={to.ok} target="_blank" rel="noopener noreferrer">
        <span className="visually-hidden">Поделиться: </span>OK
      </a>
      <button type="button" className="share-buttons__link" onClick={popup(to.fb)}>
        <span className="visually-hidden">Поделиться: </span>fb
      </button>
      <button type="button" className="share-buttons__link" onClick={popup(to.tw)}>
        <span className="visually-hidden">Поделиться: </span>tw
      </button>
    </div>
  );
}
