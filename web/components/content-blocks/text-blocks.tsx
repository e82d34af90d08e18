// Text-like blocks: text, accent, quote, picture, image and card. Every HTML string
// goes through SafeHtml (DOMPurify) even though the server sanitised it when stored.
import { useState } from 'react';
import { SafeHtml } from '../ui/safe-html.tsx';
import type { LeafBlock } from './block-types.ts';
import { LazyImageViewer, ZoomButton } from './zoom-button.tsx';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';

type Of<T extends LeafBlock['type']> = Extract<LeafBlock, { type: T }>['data'];

export const TextBlock = ({ data }: { data: Of<'text'> }) => <SafeHtml className="prose block-text" html={data.html} />;

export function AccentBlock({ data }: { data: Of<'accent'> }) {
  return (
    <aside className="block-accent">
      {data.image && (
        <img
          className="block-accent__image"
          {...pictureProps(data.image, { width: 640, height: 360 }, SIZES.card)}
          alt=""
          loading="lazy"
        />
      )}
      <div className="block-accent__body">
        {data.title && <p className="block-accent__title">{data.title}</p>}
        <SafeHtml className="prose" html={data.html} />
      </div>
    </aside>
  );
}

export function QuoteBlock({ data }: { data: Of<'quote'> }) {
  return (
    <figure className="block-quote">
      <blockquote>
        <SafeHtml className="prose" html={data.html} />
      </blockquote>
      {data.author && <figcaption className="block-quote__author">{data.author}</figcaption>}
    </figure>
  );
}

/** An image that opens large in the viewer when clicked. */
function Zoomable({ url, alt, caption }: { url: string; alt?: string; caption?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ZoomButton label={alt || caption || 'изображение'} onOpen={() => setOpen(true)}>
        <img {...pictureProps(url, { width: 640, height: 360 })} alt={alt ?? ''} loading="lazy" decoding="async" />
      </ZoomButton>
      {open && <LazyImageViewer slides={[{ url, alt, caption }]} start={0} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ImageBlock({ data }: { data: Of<'image'> }) {
  return (
    <figure className="block-image">
      <Zoomable url={data.url} alt={data.alt} caption={data.caption} />
      {data.caption && <figcaption>{data.caption}</figcaption>}
    </figure>
  );
}

export function PictureBlock({ data }: { data: Of<'picture'> }) {
  return (
    <figure className="block-image block-picture">
      <Zoomable url={data.url} alt={data.alt} caption={[data.authorSign, data.authorName].filter(Boolean).join(': ')} />
      {(data.authorSign || data.authorName) && (
        <figcaption>
          {data.authorSign && <span className="block-picture__sign">{data.authorSign}: </span>}
          {data.authorName}
        </figcaption>
      )}
    </figure>
  );
}

export function CardBlock({ data }: { data: Of<'card'> }) {
  return (
    <section className="block-card">
      {data.header && <p className="block-card__header">{data.header}</p>}
      {data.title && <h3 className="block-card__title">{data.title}</h3>}
      {data.html && <SafeHtml className="prose" html={data.html} />}
      {data.dedicatedHtml && <SafeHtml className="prose block-card__dedicated" html={data.dedicatedHtml} />}
    </section>
  );
}
