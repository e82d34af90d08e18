// A video player of another site (YouTube, VK Video, Rutube) in a frame, or, when it cannot load, a Russian note
// with a link to watch it on that site instead of a broken frame: offline at once (or when the network goes), and
// online over the frame when it has not loaded after a while (the site blocked or slowed down).
import { useEffect, useState } from 'react';
import { withAutoplay, type VideoEmbed } from '../../../sync/rules/video-embed.ts';
import { useOnline } from '../../lib/use-online.ts';

/** How long a frame may take to load before the note replaces it. */
export const EMBED_WAIT_MS = 12_000;

export function EmbedFrame({ embed, title }: { embed: VideoEmbed; title: string }) {
  const online = useOnline();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (state !== 'loading' || !online) return;
    const timer = window.setTimeout(() => setState('failed'), EMBED_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [state, online]);
  const note = (
    <div className="embed-failed" role="status">
      <p className="embed-failed__text">
        {online
          ? `Видео не загрузилось: ${embed.host} не отвечает.`
          : 'Видео не загрузилось: нет подключения к интернету.'}
      </p>
      <a className="button button--secondary button--small" href={embed.page} target="_blank" rel="noopener noreferrer">
        Открыть на {embed.host}
      </a>
    </div>
  );
  if (!online) return note;
  // A slow player that loads after the note still takes its place: the frame stays beneath it, loading.
  return (
    <>
      <iframe
        src={withAutoplay(embed.src)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        onLoad={() => setState('loaded')}
      />
      {state === 'failed' && note}
    </>
  );
}
