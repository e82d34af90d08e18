// /post/<slug>: the material's header, picture and first blocks, as the post screen draws them.
import { materialWidgets } from '../app/widgets/material-widgets.ts';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { camelizeKeys } from '../lib/case-keys.ts';
import { FIRST_SCREEN_BLOCKS, PostArticle } from '../features/post/post-screen.tsx';
import type { PostDetail } from '../features/post/post-types.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const POST_PATH = /^\/post\/([^/]+)$/;

export const postPage: FirstScreenPage = {
  matches: (path) => POST_PATH.test(path),
  requests: (path) => ({ post: `/page/slug/${POST_PATH.exec(path)?.[1] ?? ''}` }),
  staticData: () => ({ title: 'Публикация', hideHeading: true }),
  content(answers) {
    const post = camelizeKeys<PostDetail | undefined>(answers.post);
    if (!post || typeof post.title !== 'string' || !Array.isArray(post.content)) return null;
    return (
      <WidgetsProvider widgets={materialWidgets}>
        <PostArticle post={post} blockLimit={FIRST_SCREEN_BLOCKS} />
      </WidgetsProvider>
    );
  },
};
