import { describe, expect, it } from 'vitest';
import { videoEmbedOf } from './video-embed.ts';

describe('videoEmbedOf', () => {
  it('turns a YouTube id into a youtube-nocookie player with its page to open instead', () => {
    expect(videoEmbedOf({ videoId: 'dQw4w9WgXcQ' })).toEqual({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      page: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      host: 'YouTube',
    });
  });
  it('takes VK Video and Rutube addresses, and refuses any other (the CSP would not frame it)', () => {
    expect(videoEmbedOf({ src: 'https://vk.com/video_ext.php?oid=1&id=2' })?.src).toBe(
      'https://vkvideo.ru/video_ext.php?oid=1&id=2',
    );
    expect(videoEmbedOf({ src: 'https://rutube.ru/video/7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a/' })?.host).toBe('Rutube');
    expect(videoEmbedOf({ src: 'https://example.com/player' })).toBeNull();
    expect(videoEmbedOf({ src: 'javascript:alert(1)' })).toBeNull();
    expect(videoEmbedOf({ videoId: '<script>' })).toBeNull();
  });
});
