// Media blocks in their first form: video with a preview overlay that starts the embedded
// player, a video list, sliders as swipeable strips (a slide opens the image viewer), and audio with the podcast player
// (the shared waveform player with speed and a saved position).
import { lazy, Suspense, useRef, useState } from 'react';
import { useWidget } from '../feature-widgets.tsx';
import { PlayIcon } from '../ui/icons.tsx';
import { ScrollButtons } from '../ui/scroll-buttons.tsx';
import { SafeHtml } from '../ui/safe-html.tsx';
import type { LeafBlock } from './block-types.ts';
import { LazyImageViewer, ZoomButton } from './zoom-button.tsx';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

type Of<T extends LeafBlock['type']> = Extract<LeafBlock, { type: T }>['data'];

/** A video file the site plays itself: one staff uploaded (/api/media/video), or an MP4/WebM address (https or the site's own). */
const VIDEO_FILE = /^(\/api\/media\/video\/|(https:\/\/|\/(?!\/))[^?#]+\.(mp4|webm)([?#]|$))/i;

/** Addresses of the sites whose players we frame (the CSP's list); sync/rules/video-embed.ts reads the video
 * from them once the visitor presses play, off the page's first load. */
const EMBED_HOSTS =
  /^https:\/\/((www\.|m\.)?(youtube\.com|vk\.com|vk\.ru)|youtu\.be|www\.youtube-nocookie\.com|(www\.)?(vkvideo\.ru|rutube\.ru))\//;

// The frame of another site's player (or its note when it cannot load) comes with the first press of play.
const LazyEmbed = lazy(() => import('../ui/embed-by-address.tsx').then((m) => ({ default: m.EmbedByAddress })));

function Player({ url, title }: { url: string; title: string }) {
  // Asked for only once the visitor starts it: nothing of the file loads with the page.
  if (VIDEO_FILE.test(url))
    return <video src={url} title={title} aria-label={title} controls autoPlay playsInline preload="none" />;
  return (
    <Suspense fallback={null}>
      <LazyEmbed url={url} title={title} />
    </Suspense>
  );
}

function VideoFrame({ url, title, preview }: { url: string; title: string; preview?: string | null }) {
  const [playing, setPlaying] = useState(false);
  // Only the players of YouTube, VK Video and Rutube (which the CSP lets us frame) and files; anything else opens
  // in a new tab.
  if (!EMBED_HOSTS.test(url) && !VIDEO_FILE.test(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    );
  return (
    <div className="block-video__frame">
      {playing ? (
        <Player url={url} title={title} />
      ) : (
        <button
          type="button"
          className="block-video__overlay"
          onClick={() => setPlaying(true)}
          aria-label={`Смотреть видео: ${title}`}
        >
          {preview && <img {...pictureProps(preview, { width: 640, height: 360 })} alt="" loading="lazy" />}
          <span className="block-video__play">
            <PlayIcon />
          </span>
        </button>
      )}
    </div>
  );
}

export function VideoBlock({ data }: { data: Of<'video'> }) {
  return (
    <figure className="block-video">
      <VideoFrame url={data.url} title={data.title ?? 'Видео'} preview={data.preview} />
      {data.title && <figcaption>{data.title}</figcaption>}
    </figure>
  );
}

export function VideoListBlock({ data }: { data: Of<'video_list'> }) {
  return (
    <section className="block-video-list">
      {data.title && <h2 className="block__title">{data.title}</h2>}
      <ul className="block-video-list__items">
        {data.items.map((item, i) => (
          <li key={i} className="block-video-list__item">
            {item.url && <VideoFrame url={item.url} title={item.title} />}
            <h3 className="block-video-list__title">{item.title}</h3>
            {item.html && <SafeHtml className="prose" html={item.html} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A material's own video files (`videos` of GET /page), shown under its podcast player: one video, or
 * several as a list (the cover is already shown above them).
 */
export function MaterialVideos({ videos, title }: { videos: readonly { url: string }[]; title: string }) {
  return (
    <section className="material-videos" aria-label="Видео">
      {videos.length === 1 ? (
        <VideoFrame url={videos[0]!.url} title={title} />
      ) : (
        <ul className="block-video-list__items">
          {videos.map((v, i) => (
            <li key={v.url + i} className="block-video-list__item">
              <VideoFrame url={v.url} title={`${title}: видео ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SliderBlock({ data, horizontal }: { data: Of<'slider'>; horizontal: boolean }) {
  const track = useRef<HTMLUListElement>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <section className={`block-slider${horizontal ? ' block-slider--horizontal' : ''}`} aria-label="Галерея">
      <ul className="block-slider__track" ref={track} tabIndex={0}>
        {data.slides.map((slide, i) => (
          <li key={i} className="block-slider__slide">
            <ZoomButton label={slide.alt || slide.caption || `${i + 1}`} onOpen={() => setViewing(i)}>
              <img
                {...pictureProps(slide.url, { width: 640, height: 360 }, SIZES.card)}
                alt={slide.alt ?? ''}
                loading="lazy"
                decoding="async"
              />
            </ZoomButton>
            {slide.caption && <p className="block-slider__caption">{slide.caption}</p>}
          </li>
        ))}
      </ul>
      {data.slides.length > 1 && (
        <ScrollButtons
          track={track}
          share={horizontal ? 0.7 : 1}
          labels={{ previous: 'Предыдущий слайд', next: 'Следующий слайд' }}
          className="block-slider__controls"
        />
      )}
      {viewing !== null && <LazyImageViewer slides={data.slides} start={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

export function AudioBlock({ data }: { data: Of<'audio'> }) {
  const AudioPlayer = useWidget('AudioPlayer');
  return (
    <figure className="block-audio">
      <AudioPlayer
        tracks={[{ path: data.path, title: data.title ?? '', duration: data.duration }]}
        title={data.title}
      />
    </figure>
  );
}
