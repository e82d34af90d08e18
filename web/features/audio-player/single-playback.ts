// Only one audio plays at once across the page: whenever any media element on the page starts
// (a player, an audio block, a native element), every registered player other than it pauses.
// Never touches playback state beyond pausing.
const players = new Set<HTMLAudioElement>();
let listening = false;

/** Pauses every registered player other than `source`. */
export function claimPlayback(source: HTMLMediaElement): void {
  for (const other of players) if (other !== source && !other.paused) other.pause();
}

export function registerPlayer(audio: HTMLAudioElement): () => void {
  if (!listening) {
    listening = true;
    // 'play' does not bubble; a capturing listener on the document sees every element's.
    document.addEventListener(
      'play',
      (e) => {
        if (e.target instanceof HTMLMediaElement) claimPlayback(e.target);
      },
      true,
    );
  }
  players.add(audio);
  return () => players.delete(audio);
}
