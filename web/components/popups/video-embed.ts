// Where the video popup's player points: a YouTube id (the site settings' registration video may be one) or a YouTube, VK
// Video or Rutube address (sync/rules/video-embed.ts); null for anything else.
import { videoEmbed, type VideoEmbed } from '../../../sync/rules/video-embed.ts';

export function videoEmbedOf({ videoId, src }: { videoId?: string; src?: string }): VideoEmbed | null {
  if (videoId && /^[\w-]{6,20}$/.test(videoId)) return videoEmbed(`https://www.youtube.com/watch?v=${videoId}`);
  return src ? videoEmbed(src) : null;
}
