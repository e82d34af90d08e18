// A video block's player of another site, by the address the editor gave: its frame, or a link when the address
// names no video we can embed. Loaded with the first press of play (content-blocks/media-blocks.tsx).
import { videoEmbed } from '../../../sync/rules/video-embed.ts';
import { EmbedFrame } from './embed-frame.tsx';

export function EmbedByAddress({ url, title }: { url: string; title: string }) {
  const embed = videoEmbed(url);
  if (!embed)
    return (
      <div className="embed-failed" role="status">
        <a className="button button--secondary button--small" href={url} target="_blank" rel="noopener noreferrer">
          Открыть видео на сайте
        </a>
      </div>
    );
  return <EmbedFrame embed={embed} title={title} />;
}
