// A work's video with its poster frame (drawn in the browser when the work was sent, or a demo
// work's committed image). Without a poster, or when it fails to load, a neutral placeholder shows,
// never a broken image; cards show only the picture, so a listing loads no video at all.
import { useState } from 'react';

export interface WorkVideoSource {
  url: string;
  type: string | null;
  poster?: string | null;
}

export function WorkPlayer({ video, label, className }: { video: WorkVideoSource; label: string; className?: string }) {
  return (
    <video
      className={`work-video${className ? ` ${className}` : ''}`}
      src={video.url}
      poster={video.poster ?? undefined}
      controls
      preload={video.poster ? 'none' : 'metadata'}
      playsInline
      aria-label={label}
    />
  );
}

export function WorkPoster({ video }: { video: WorkVideoSource }) {
  const [failed, setFailed] = useState(false);
  if (!video.poster || failed) return <span className="work-poster work-poster--none" aria-hidden="true" />;
  return (
    <img
      className="work-poster"
      src={video.poster}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
