import { describe, expect, it } from 'vitest';
import { repeatsPreview } from './content-blocks.tsx';

describe('repeatsPreview', () => {
  it('finds the preview as a video poster or an image, also inside a multiblock', () => {
    expect(repeatsPreview('/p.webp', [{ type: 'video', data: { url: 'https://x', preview: '/p.webp' } }])).toBe(true);
    expect(
      repeatsPreview('/p.webp', [
        { type: 'text', data: { html: '<p>a</p>' } },
        { type: 'multiblock', data: { blocks: [{ type: 'image', data: { url: '/p.webp' } }] } },
      ]),
    ).toBe(true);
  });
  it('keeps the header picture when the blocks show other pictures or none', () => {
    expect(repeatsPreview('/p.webp', [{ type: 'image', data: { url: '/q.webp' } }])).toBe(false);
    expect(repeatsPreview('/p.webp', [])).toBe(false);
    expect(repeatsPreview(null, [{ type: 'image', data: { url: '/p.webp' } }])).toBe(false);
  });
});
