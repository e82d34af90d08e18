// Which video addresses the site embeds and the player address of each: YouTube, VK Video and Rutube, whether an
// editor pasted the video's page or its player. Only these hosts are allowed as frames by the page's security
// policy (api/middleware/security-headers.ts); any other address is not embedded.

export type VideoHost = 'YouTube' | 'VK Видео' | 'Rutube';

export interface VideoEmbed {
  /** The player, for an iframe. */
  src: string;
  /** The video's own page, for 'Открыть на …' when the player cannot load. */
  page: string;
  host: VideoHost;
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VK_ID = /^(-?\d+)_(\d+)$/;
const RUTUBE_ID = /^[0-9a-f]{32}$/;

function youtube(u: URL): VideoEmbed | null {
  const host = u.hostname.replace(/^(www|m)\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = u.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    src: `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    page: `https://www.youtube.com/watch?v=${id}`,
    host: 'YouTube',
  };
}

function vk(u: URL): VideoEmbed | null {
  const host = u.hostname.replace(/^(www|m)\./, '');
  if (host !== 'vk.com' && host !== 'vkvideo.ru' && host !== 'vk.ru') return null;
  let oid: string | null = null;
  let id: string | null = null;
  if (u.pathname === '/video_ext.php') {
    oid = u.searchParams.get('oid');
    id = u.searchParams.get('id');
  } else {
    const code =
      /^\/(?:video|clip)(-?\d+_\d+)\/?$/.exec(u.pathname)?.[1] ??
      /^(?:video|clip)(-?\d+_\d+)$/.exec(u.searchParams.get('z') ?? '')?.[1];
    const m = code ? VK_ID.exec(code) : null;
    if (m) [oid, id] = [m[1]!, m[2]!];
  }
  if (!oid || !id || !/^-?\d+$/.test(oid) || !/^\d+$/.test(id)) return null;
  const hash = u.searchParams.get('hash');
  const extra = hash && /^\w+$/.test(hash) ? `&hash=${hash}` : '';
  return {
    src: `https://vkvideo.ru/video_ext.php?oid=${oid}&id=${id}${extra}`,
    page: `https://vkvideo.ru/video${oid}_${id}`,
    host: 'VK Видео',
  };
}

function rutube(u: URL): VideoEmbed | null {
  if (u.hostname.replace(/^www\./, '') !== 'rutube.ru') return null;
  const m = /^\/(?:video|play\/embed|shorts)\/([0-9a-f]{32})\/?$/.exec(u.pathname);
  if (!m || !RUTUBE_ID.test(m[1]!)) return null;
  return { src: `https://rutube.ru/play/embed/${m[1]}`, page: `https://rutube.ru/video/${m[1]}/`, host: 'Rutube' };
}

/** The player of a YouTube, VK Video or Rutube address (https only), or null for any other address. */
export function videoEmbed(address: string): VideoEmbed | null {
  let u: URL;
  try {
    u = new URL(address);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:') return null;
  return youtube(u) ?? vk(u) ?? rutube(u);
}

/** The player address with autoplay on (the visitor pressed play already). */
export function withAutoplay(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;
}

/** Said when a video setting holds an address no player is known for (staff screens, formal). */
export const VIDEO_ADDRESS_ERROR = 'Укажите ссылку на видео YouTube, VK Видео или Rutube';

/**
 * What a staff video setting (the registration video) stores for `input`: '' for none, a bare YouTube id as it
 * always was for YouTube, the video's own page for VK Video and Rutube; null when no player is known for it.
 */
export function videoSettingValue(input: string): string | null {
  const value = input.trim();
  if (value === '' || /^[\w-]{11}$/.test(value)) return value;
  const embed = videoEmbed(/^https?:\/\//.test(value) ? value.replace(/^http:/, 'https:') : `https://${value}`);
  if (!embed) return null;
  return embed.host === 'YouTube' ? new URL(embed.page).searchParams.get('v') : embed.page;
}
