// Renders an array of content blocks by type; a multiblock splits into two columns by
// widthLeft (the right side takes the rest) over its background. Unknown types are skipped.
import './content-blocks.css';
import { memo, type CSSProperties } from 'react';
import type { ContentBlock, LeafBlock } from './block-types.ts';
import { AccordionBlock, CardsBlock, HistoryBlock, TabsBlock } from './item-blocks.tsx';
import { AudioBlock, SliderBlock, VideoBlock, VideoListBlock } from './media-blocks.tsx';
import { FormBlock, type BlockEvent } from './form-block.tsx';
import { CountdownBlock } from './other-blocks.tsx';
import { AccentBlock, CardBlock, ImageBlock, PictureBlock, QuoteBlock, TextBlock } from './text-blocks.tsx';

function LeafBlockView({ block, event }: { block: LeafBlock; event?: BlockEvent }) {
  switch (block.type) {
    case 'text':
      return <TextBlock data={block.data} />;
    case 'accent':
      return <AccentBlock data={block.data} />;
    case 'quote':
      return <QuoteBlock data={block.data} />;
    case 'image':
      return <ImageBlock data={block.data} />;
    case 'picture':
      return <PictureBlock data={block.data} />;
    case 'card':
      return <CardBlock data={block.data} />;
    case 'accordion':
      return <AccordionBlock data={block.data} />;
    case 'tabs':
      return <TabsBlock data={block.data} />;
    case 'cards':
      return <CardsBlock data={block.data} />;
    case 'history':
      return <HistoryBlock data={block.data} />;
    case 'video':
      return <VideoBlock data={block.data} />;
    case 'video_list':
      return <VideoListBlock data={block.data} />;
    case 'slider':
      return <SliderBlock data={block.data} horizontal={false} />;
    case 'slider_horizontal':
      return <SliderBlock data={block.data} horizontal />;
    case 'audio':
      return <AudioBlock data={block.data} />;
    case 'countdown':
      return <CountdownBlock data={block.data} />;
    case 'form':
      return <FormBlock data={block.data} event={event} />;
    default:
      return null;
  }
}

function Multiblock({
  data,
  event,
}: {
  data: Extract<ContentBlock, { type: 'multiblock' }>['data'];
  event?: BlockEvent;
}) {
  const left = data.widthLeft ?? 50;
  const style = {
    '--mb-left': `${left}fr`,
    '--mb-right': `${Math.max(100 - left, 0)}fr`,
    background: data.background,
  } satisfies CSSProperties & Record<string, string | undefined>;
  return (
    <section className={`block-multi${data.background ? ' block-multi--filled' : ''}`} style={style}>
      {data.title && <h2 className="block__title block-multi__title">{data.title}</h2>}
      <div className="block-multi__grid">
        {data.blocks.map((b, i) => (
          <div key={i} className="block-multi__cell">
            <Leaf block={b} event={event} />
          </div>
        ))}
      </div>
    </section>
  );
}

// A block is drawn again only when it changed: a screen whose data comes again with the same blocks (the device's
// copy after the network's, a post drawn whole after its first screen) does not redraw every block (issue 17).
const Leaf = memo(LeafBlockView);

/** `event`: the event whose content this is (a form block is then its registration form). */
export function ContentBlocks({ blocks, event }: { blocks: ContentBlock[]; event?: BlockEvent }) {
  return (
    <div className="content-blocks">
      {blocks.map((b, i) =>
        b.type === 'multiblock' ? (
          <Multiblock key={i} data={b.data} event={event} />
        ) : (
          <Leaf key={i} block={b} event={event} />
        ),
      )}
    </div>
  );
}

function pictures(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.type === 'image') return [b.data.url];
    if (b.type === 'video') return b.data.preview ? [b.data.preview] : [];
    if (b.type === 'multiblock') return pictures(b.data.blocks);
    return [];
  });
}

/**
 * Whether a page's own blocks already show its preview picture (an image block with the same file, or a video whose
 * poster it is), so the header does not draw the same picture twice. Here rather than in a module of its own: the
 * screens that ask it draw the blocks, and a file of its own was one more script on a material's first load.
 */
export function repeatsPreview(preview: string | null | undefined, blocks: readonly ContentBlock[]): boolean {
  if (!preview) return false;
  return pictures(blocks).includes(preview);
}
