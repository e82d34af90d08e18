// Whether a page's own blocks already show its preview picture (an image block with the same file,
// or a video whose poster it is), so the header does not draw the same picture twice.
import type { ContentBlock } from './block-types.ts';

function pictures(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.type === 'image') return [b.data.url];
    if (b.type === 'video') return b.data.preview ? [b.data.preview] : [];
    if (b.type === 'multiblock') return pictures(b.data.blocks);
    return [];
  });
}

export function repeatsPreview(preview: string | null | undefined, blocks: readonly ContentBlock[]): boolean {
  if (!preview) return false;
  return pictures(blocks).includes(preview);
}
