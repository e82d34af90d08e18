// A material as the browser holds it: GET /page/slug/{slug}, camelCased by api-client.
// Its content blocks are the shared ones of web/components/content-blocks.
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';

export interface PostDetail {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  type: { id: number; code: string; label: string };
  contentType: number;
  content: ContentBlock[];
  audios: { id: number; path: string; title: string; duration: number }[];
  videos: { url: string }[];
  user: { id: number | null; name: string; avatar: string | null };
  tags: { id: number; name: string; slug: string }[];
  topics: { id: number; name: string; slug: string }[];
  createdAt: string;
  href: string;
  likes?: number;
  dislikes?: number;
  liked?: boolean;
  disliked?: boolean;
}
