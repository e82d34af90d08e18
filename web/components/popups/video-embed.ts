// Where the video popup's iframe points: a YouTube id becomes a youtube-nocookie embed
// (no tracking cookies until play); any other source must be an https address.
export function videoEmbedSrc({ videoId, src }: { videoId?: string; src?: string }): string | null {
  if (videoId && /^[\w-]{6,20}$/.test(videoId))
    return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
  if (src && /^https:\/\//.test(src)) return src;
  return null;
}
