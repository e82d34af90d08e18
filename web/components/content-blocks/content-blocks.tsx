// Renders an array of content blocks by type; a multiblock splits into two columns by
// widthLeft (the right side takes the rest) over its background. Unknown types are skipped.
import './content-blocks.css';
import type { CSSProperties } from 'react';
import type { ContentBlock, LeafBlock } from './block-types.ts';
import { AccordionBlock, CardsBlock, HistoryBlock, TabsBlock } from './item-blocks.tsx';
import { AudioBlock, SliderBlock, VideoBlock, VideoListBlock } from './media-blocks.tsx';
import { CountdownBlock, FormBlock } from './other-blocks.tsx';
import { AccentBlock, CardBlock, ImageBlock, PictureBlock, QuoteBlock, TextBlock } from './text-blocks.tsx';

function Leaf({ block }: { block: LeafBlock }) {
  switch (block.type) {
    case 'text': return <TextBlock data={block.data} />;
    case 'accent': return <AccentBlock data={block.data} />;
    case 'quote': return <QuoteBlock data={block.data} />;
    case 'image': return <ImageBlock data={block.data} />;
    case 'picture': return <PictureBlock data={block.data} />;
    case 'card': return <CardBlock data={block.data} />;
    case 'accordion': return <AccordionBlock data={block.data} />;
    case 'tabs': return <TabsBlock data={block.data} />;
    case 'cards': return <CardsBlock data={block.data} />;
    case 'history': return <HistoryBlock data={block.data} />;
    case 'video': return <VideoBlock data={block.data} />;
    case 'video_list': return <VideoListBlock data={block.data} />;
    case 'slider': return <SliderBlock data={block.data} horizontal={false} />;
    case 'slider_horizontal': return <SliderBlock data={block.data} horizontal />;
    case 'audio': return <AudioBlock data={block.data} />;
    case 'countdown': return <CountdownBlock data={block.data} />;
    case 'form': return <FormBlock data={block.data} />;
    default: return null;
  }
}

function Multiblock({ data }: { data: Extract<ContentBlock, { type: 'multiblock' }>['data'] }) {
  const left = data.widthLeft ?? 50;
  const style = { '--mb-left': `${left}fr`, '--mb-right': `${Math.max(100 - left, 0)}fr`, background: data.background } satisfies CSSProperties & Record<string, string | undefined>;
  return (
    <section className={`block-multi${data.background ? ' block-multi--filled' : ''}`} style={style}>
      {data.title && <h2 className="block__title block-multi__title">{data.title}</h2>}
      <div className="block-multi__grid">
        {data.blocks.map((b, i) => <div key={i} className="block-multi__cell"><Leaf block={b} /></div>)}
      </div>
    </section>
  );
}

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="content-blocks">
      {blocks.map((b, i) => (b.type === 'multiblock' ? <Multiblock key={i} data={b.data} /> : <Leaf key={i} block={b} />))}
    </div>
  );
}
