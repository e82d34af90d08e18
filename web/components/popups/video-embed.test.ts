import { describe, expect, it } from 'vitest';
import { videoEmbedSrc } from './video-embed.ts';

describe('videoEmbedSrc', () => {
  it('turns a YouTube id into a youtube-nocookie embed', () => {
    expect(videoEmbedSrc({ videoId: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });
  it('keeps an https iframe address and refuses anything else', () => {
    expect(videoEmbedSrc({ src: 'https://vk.com/video_ext.php?oid=1' })).toBe('https://vk.com/video_ext.php?oid=1');
    expect(videoEmbedSrc({ src: 'javascript:alert(1)' })).toBeNull();
    expect(videoEmbedSrc({ videoId: '<script>' })).toBeNull();
  });
});
