import { describe, expect, it } from 'vitest';
import { videoEmbed, videoSettingValue, withAutoplay } from './video-embed.ts';

describe('video addresses the site embeds', () => {
  it('takes a YouTube page, short link, shorts or player address to the no-cookie player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=ZbQ8qjvJm1M',
      'https://m.youtube.com/watch?v=ZbQ8qjvJm1M&t=10',
      'https://youtu.be/ZbQ8qjvJm1M',
      'https://www.youtube.com/embed/ZbQ8qjvJm1M',
      'https://www.youtube.com/shorts/ZbQ8qjvJm1M',
      'https://www.youtube-nocookie.com/embed/ZbQ8qjvJm1M',
    ])
      expect(videoEmbed(url), url).toEqual({
        src: 'https://www.youtube-nocookie.com/embed/ZbQ8qjvJm1M?rel=0',
        page: 'https://www.youtube.com/watch?v=ZbQ8qjvJm1M',
        host: 'YouTube',
      });
  });

  it('takes a VK Video page or player address to the VK Video player', () => {
    for (const url of [
      'https://vkvideo.ru/video-22822305_456242101',
      'https://vk.com/video-22822305_456242101',
      'https://vk.com/videos-22822305?z=video-22822305_456242101',
      'https://vk.com/video_ext.php?oid=-22822305&id=456242101',
      'https://m.vk.com/clip-22822305_456242101',
    ])
      expect(videoEmbed(url), url).toEqual({
        src: 'https://vkvideo.ru/video_ext.php?oid=-22822305&id=456242101',
        page: 'https://vkvideo.ru/video-22822305_456242101',
        host: 'VK Видео',
      });
    expect(videoEmbed('https://vkvideo.ru/video_ext.php?oid=1&id=2&hash=abc123')?.src).toBe(
      'https://vkvideo.ru/video_ext.php?oid=1&id=2&hash=abc123',
    );
  });

  it('takes a Rutube page or player address to the Rutube player', () => {
    const id = '7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a';
    for (const url of [`https://rutube.ru/video/${id}/`, `https://rutube.ru/play/embed/${id}`])
      expect(videoEmbed(url), url).toEqual({
        src: `https://rutube.ru/play/embed/${id}`,
        page: `https://rutube.ru/video/${id}/`,
        host: 'Rutube',
      });
  });

  it('embeds nothing else: other hosts, http, bad ids, no address', () => {
    for (const url of [
      'https://example.com/watch?v=ZbQ8qjvJm1M',
      'http://www.youtube.com/watch?v=ZbQ8qjvJm1M',
      'https://www.youtube.com/watch?v=<script>',
      'https://vk.com/id12345',
      'https://rutube.ru/video/not-an-id/',
      'https://evil.rutube.ru.example.com/video/7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a/',
      'javascript:alert(1)',
      '/media/video/svet.mp4',
      '',
    ])
      expect(videoEmbed(url), url).toBeNull();
  });

  it('adds autoplay after the player address', () => {
    expect(withAutoplay('https://rutube.ru/play/embed/x')).toBe('https://rutube.ru/play/embed/x?autoplay=1');
    expect(withAutoplay('https://vkvideo.ru/video_ext.php?oid=1&id=2')).toBe(
      'https://vkvideo.ru/video_ext.php?oid=1&id=2&autoplay=1',
    );
  });

  it('keeps a video setting as a YouTube id or a VK Video / Rutube page, and nothing else', () => {
    const rutube = '7a4f0b6e2b1c4d5e8f9a0b1c2d3e4f5a';
    expect(videoSettingValue('')).toBe('');
    expect(videoSettingValue(' ZbQ8qjvJm1M ')).toBe('ZbQ8qjvJm1M');
    expect(videoSettingValue('https://youtu.be/ZbQ8qjvJm1M')).toBe('ZbQ8qjvJm1M');
    expect(videoSettingValue('youtube.com/watch?v=ZbQ8qjvJm1M')).toBe('ZbQ8qjvJm1M');
    expect(videoSettingValue('https://vk.com/video-22822305_456241864')).toBe(
      'https://vkvideo.ru/video-22822305_456241864',
    );
    expect(videoSettingValue(`http://rutube.ru/video/${rutube}/`)).toBe(`https://rutube.ru/video/${rutube}/`);
    for (const bad of ['https://example.com/video.mp4', 'short', 'https://vk.com/id1', 'javascript:alert(1)'])
      expect(videoSettingValue(bad), bad).toBeNull();
  });
});
