// Content blocks as the browser holds them (materials, news and events share them); camelCased
// by api-client. The shapes mirror api/features/pages/blocks-schema.ts (snake_case on the wire).
export interface BlockItem {
  title: string;
  html?: string;
  btn?: string;
  url?: string;
}
export interface Slide {
  url: string;
  alt?: string;
  caption?: string;
}
export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'phone' | 'select' | 'textarea';
  required?: boolean;
  options?: string[];
}

export interface ItemsData {
  title?: string;
  items: BlockItem[];
}

export type LeafBlock =
  | { type: 'text'; data: { html: string } }
  | { type: 'image'; data: { url: string; alt?: string; caption?: string } }
  | { type: 'tabs'; data: ItemsData }
  | { type: 'accordion'; data: ItemsData }
  | { type: 'video_list'; data: ItemsData }
  | { type: 'cards'; data: ItemsData }
  | { type: 'countdown'; data: { title?: string; date: string } }
  | { type: 'audio'; data: { title?: string; path: string; duration?: number } }
  | { type: 'form'; data: { type: 'button' | 'inline'; title?: string; btn?: string; fields: FormField[] } }
  | { type: 'accent'; data: { title?: string; html: string; image?: string } }
  | { type: 'picture'; data: { url: string; alt?: string; authorSign?: string; authorName?: string } }
  | { type: 'slider'; data: { slides: Slide[] } }
  | { type: 'slider_horizontal'; data: { slides: Slide[] } }
  | { type: 'quote'; data: { html: string; author?: string } }
  | { type: 'history'; data: { title?: string; items: { date: string; title: string; html?: string }[] } }
  | { type: 'video'; data: { url: string; preview?: string; title?: string } }
  | { type: 'card'; data: { header?: string; title?: string; html?: string; dedicatedHtml?: string } };

export type ContentBlock =
  | LeafBlock
  | { type: 'multiblock'; data: { title?: string; widthLeft?: number; background?: string; blocks: LeafBlock[] } };
