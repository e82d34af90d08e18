// Content blocks as the browser holds them (materials, news and events share them): the API's own
// zod-inferred blocks (api/features/pages/blocks-schema.ts), camelCased as api-client answers them.
import type { ContentBlock as ApiContentBlock } from '../../../api/features/pages/blocks-schema.ts';
import type { Camelized } from '../../lib/case-keys.ts';

export type ContentBlock = Camelized<ApiContentBlock>;
export type LeafBlock = Exclude<ContentBlock, { type: 'multiblock' }>;
type ItemsData = Extract<LeafBlock, { type: 'tabs' }>['data'];
export type BlockItem = ItemsData['items'][number];
export type Slide = Extract<LeafBlock, { type: 'slider' }>['data']['slides'][number];
export type FormField = Extract<LeafBlock, { type: 'form' }>['data']['fields'][number];
