// /post/$slug: one material. Rendered from the device copy (opened once = readable
// offline), refreshed from the network; loading, missing and offline states in Russian.
import './post.css';
import { Link } from '@tanstack/react-router';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FIRST_SCREEN_ID } from '../../../sync/protocol/first-screen.ts';
import { captionOf } from '../../components/card-captions.ts';
import { ContentBlocks, repeatsPreview } from '../../components/content-blocks/content-blocks.tsx';
import { MaterialVideos } from '../../components/content-blocks/media-blocks.tsx';
import { EditPen } from '../../components/edit-pen/edit-pen.tsx';
import { useWidget } from '../../components/feature-widgets.tsx';
import { OfflineSaveButton } from './offline-save/offline-save-button.tsx';
import { ShareButtons } from '../../components/share-buttons.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useRecordVisit } from '../../lib/history.ts';
import { useScrollStatistics } from '../../lib/use-scroll-statistics.ts';
import { PostRelated } from './post-related.tsx';
import type { PostDetail } from './post-types.ts';
import { usePost } from './use-post.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';
import { pictureProps } from '../../lib/picture-props.ts';
import { authorBlockNote, useAuthorBlock } from '../../lib/author-block.ts';

function PostSkeleton() {
  return <TextSkeleton label="Загружаем материал…" className="post" />;
}

function PostState({ title, text }: { title: string; text: string }) {
  return (
    <section className="state-card" aria-labelledby="post-state-title">
      <h1 id="post-state-title" className="state-card__title">
        {title}
      </h1>
      <p className="state-card__text">{text}</p>
      <Link to="/catalog" className="button button--primary">
        В каталог
      </Link>
    </section>
  );
}

/** The post's own tracks play in the podcast player above; their audio blocks are not repeated. */
function withoutPostAudios(post: PostDetail): PostDetail['content'] {
  const paths = new Set(post.audios.map((a) => a.path));
  return post.content.filter((b) => b.type !== 'audio' || !paths.has(b.data.path));
}

interface PostArticleProps {
  post: PostDetail;
  offline?: boolean;
  /** Only the first blocks (the server's first screen, web/ssr); all of them when absent. */
  blockLimit?: number;
  /** What follows the blocks (tags, related materials, reactions, comments). */
  children?: ReactNode;
}

/** The material itself from its data: drawn by the screen and, for its first screen, by the server (web/ssr). */
export function PostArticle({ post, offline = false, blockLimit, children }: PostArticleProps) {
  const BookmarkHeart = useWidget('BookmarkHeart');
  const AudioPlayer = useWidget('AudioPlayer');
  const blocks = withoutPostAudios(post);
  return (
    <article className="container page post">
      {offline && (
        <p className="post__notice" role="status">
          Нет подключения: это копия материала, сохранённая на устройстве.
        </p>
      )}
      <header className="post__header">
        <p className="post__caption">
          {captionOf(post.type.code)} · {post.type.label}
        </p>
        <h1 className="post__title">{post.title}</h1>
        {post.description && <p className="post__lead">{post.description}</p>}
        <div className="post__meta">
          <p className="post__byline">
            {post.user.name && <span className="post__author">{post.user.name}</span>}
            <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          </p>
          <span className="post__tools">
            <EditPen kind="page" id={post.id} />
            <BookmarkHeart type="post" id={post.id} />
          </span>
        </div>
        <div className="post__actions">
          <ShareButtons title={post.title} description={post.description} />
        </div>
        <OfflineSaveButton material={post} />
        {post.preview && !repeatsPreview(post.preview, post.content) && (
          <img
            className="post__preview"
            {...pictureProps(post.preview, { width: 640, height: 360 })}
            alt=""
            // The post's largest paint (Lighthouse): fetched before the scripts the page asks for later.
            fetchPriority="high"
          />
        )}
      </header>
      {post.audios.length > 0 && <AudioPlayer tracks={post.audios} title={post.title} />}
      {post.videos.length > 0 && <MaterialVideos videos={post.videos} title={post.title} />}
      <ContentBlocks blocks={blockLimit === undefined ? blocks : blocks.slice(0, blockLimit)} />
      {children}
    </article>
  );
}

/** Enough blocks to fill a desktop screen under the header: the server's first screen (web/ssr/post-page.tsx) and the app's first drawing after it. */
export const FIRST_SCREEN_BLOCKS = 4;

/**
 * Whether the whole post is drawn. Taking over from the server's first screen, the app first draws what that
 * screen shows (the header and the first blocks) and the rest in a second transition once that is on the page:
 * drawing the whole post in one commit was the longest task of a post's start (issue 17). With an address
 * fragment (a block or the comments to scroll to), or after a navigation in the app, it is drawn whole at once.
 */
function useWholePost(shown: boolean): boolean {
  const [whole, setWhole] = useState(() => !document.getElementById(FIRST_SCREEN_ID) || location.hash !== '');
  // After every commit, not on a change of [shown, whole]: with the post first drawn from the device's copy in one
  // transition and the network's answer in another, React 19.3 sometimes committed the post without running an
  // effect keyed on those values (react/react#34556, open), and the page stayed at its first blocks.
  useEffect(() => {
    if (shown && !whole) startTransition(() => setWhole(true));
  });
  return whole;
}

export function PostScreen({ slug }: { slug: string }) {
  const { post, network } = usePost(slug);
  const whole = useWholePost(Boolean(post));
  const ReactionBar = useWidget('ReactionBar');
  const Comments = useWidget('Comments');
  const block = useAuthorBlock(post?.user.id);
  const blockNote = authorBlockNote(block);
  const blocked = block !== null;
  useDocumentTitle(post?.title);
  useRecordVisit(
    post && { type: 'post', id: post.id, title: post.title, preview: post.preview ?? undefined, slug: post.slug },
  );
  useScrollStatistics('post', post?.id);
  if (network === 'missing')
    return <PostState title="Материал не найден" text="Возможно, он был удалён или ссылка набрана с ошибкой." />;
  if (post === undefined || (post === null && network === 'loading')) return <PostSkeleton />;
  if (post === null) {
    return network === 'offline' ? (
      <PostState
        title="Нет подключения"
        text="Этот материал ещё не открывался на устройстве. Он откроется, когда появится сеть."
      />
    ) : (
      <PostState title="Не удалось загрузить материал" text="Попробуй обновить страницу чуть позже." />
    );
  }
  if (!whole) return <PostArticle post={post} offline={network === 'offline'} blockLimit={FIRST_SCREEN_BLOCKS} />;
  return (
    <PostArticle post={post} offline={network === 'offline'}>
      {post.tags.length > 0 && (
        <ul className="post__tags" aria-label="Теги">
          {post.tags.map((t) => (
            <li key={t.id}>
              <Link to="/catalog" search={{ tags: [t.id] }} className="post__tag">
                #{t.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PostRelated pageId={post.id} />
      {blockNote && (
        <p className="post__blocked" role="note">
          {blockNote}
        </p>
      )}
      <ReactionBar type="post" id={post.id} initial={post} blocked={blocked} />
      <Comments base={`/page/${post.id}`} blocked={blocked} />
    </PostArticle>
  );
}
