// Waveform peaks of an audio file, decoded with the Web Audio API (the file comes from the
// network or the offline cache), and drawing them on a canvas. Null when decoding fails: the
// player then shows a plain progress bar.
const BARS = 96;
const cache = new Map<string, Promise<number[] | null>>();

/** Decoded at a low rate (Chromium's minimum): a waveform of 96 bars needs no more, and scanning it is cheap. */
const DECODE_RATE = 3000;
/** Samples read per bar at most, so a long podcast costs the main thread as little as a short one. */
const READS_PER_BAR = 256;

async function decode(path: string): Promise<number[] | null> {
  // An offline context decodes without opening the audio device, and resamples off the main thread.
  const Ctx = window.OfflineAudioContext;
  if (!Ctx) return null;
  const res = await fetch(path);
  if (!res.ok) return null;
  const buffer = await new Ctx(1, 1, DECODE_RATE).decodeAudioData(await res.arrayBuffer());
  const data = buffer.getChannelData(0);
  const step = Math.max(1, Math.floor(data.length / BARS));
  const stride = Math.max(1, Math.floor(step / READS_PER_BAR));
  const peaks: number[] = [];
  for (let b = 0; b < BARS; b += 1) {
    let max = 0;
    for (let i = b * step; i < Math.min((b + 1) * step, data.length); i += stride)
      max = Math.max(max, Math.abs(data[i] ?? 0));
    peaks.push(max);
  }
  const top = Math.max(...peaks, 0.01);
  return peaks.map((p) => p / top);
}

/** Peaks normalised to 0..1 (cached per path), or null when the file cannot be decoded. */
export function loadPeaks(path: string): Promise<number[] | null> {
  let p = cache.get(path);
  if (!p) {
    p = decode(path).catch(() => null);
    cache.set(path, p);
  }
  return p;
}

/** Draws the bars; those before `progress` (0..1) in the played colour. */
export function drawPeaks(canvas: HTMLCanvasElement, peaks: number[], progress: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth * ratio;
  const height = canvas.clientHeight * ratio;
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const styles = getComputedStyle(canvas);
  const played = styles.getPropertyValue('--wave-played').trim() || '#3b2fc9';
  const rest = styles.getPropertyValue('--wave-rest').trim() || '#dcdbe8';
  ctx.clearRect(0, 0, width, height);
  const bar = width / peaks.length;
  peaks.forEach((p, i) => {
    const h = Math.max(2 * ratio, p * height);
    ctx.fillStyle = (i + 0.5) / peaks.length <= progress ? played : rest;
    ctx.fillRect(i * bar + bar * 0.15, (height - h) / 2, bar * 0.7, h);
  });
}
