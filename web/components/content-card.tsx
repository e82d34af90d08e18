// The one card for every listed material (catalogue, main page, search, profile): 16:9
// preview with fixed size, type caption and icon, truncated title and description,
// author, add-to-collection (materials only: collections hold materials), favorite heart, the edit
// pen (editors only), and the link of spec section 2.
import './content-card.css';
import { memo, type MouseEvent, type ReactNode } from 'react';
import type { BookmarkType } from '../../sync/rules/bookmarks.ts';
import { requireAuth } from '../lib/auth-modal.ts';
import {
  formatLongDate,
  truncate,
  CARD_DESCRIPTION_MAX,
  CARD_TITLE_MAX,
  CARD_TITLE_MAX_MOBILE,
} from '../lib/format.ts';
import { useCurrentUser } from '../lib/session.ts';
import { captionOf } from './card-captions.ts';
import { cardHref, guestNote, isCourseItem, lockedFor } from '../../sync/rules/content-cards.ts';
import { EditPen } from './edit-pen/edit-pen.tsx';
import { Svg } from './ui/icons.tsx';
import { useWidget } from './feature-widgets.tsx';
import { SmartLink } from './layout/smart-link.tsx';
import { useMediaQuery } from './layout/use-media-query.ts';
import { pictureProps, SIZES } from '../lib/picture-props.ts';

/** A card as the browser holds it (the API's snake_case card, camelCased by api-client). */
export interface ContentCardData {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  type: { id?: number; code: string; label?: string };
  user?: { name: string; avatar: string | null } | null;
  createdAt?: string;
  href: string;
  courseSteps?: { id: number; courseId: number; isOpen?: boolean }[] | null;
}

const Icon = ({ children }: { children: ReactNode }) => (
  <Svg width="18" height="18">
    {children}
  </Svg>
);
const HeadphonesIcon = () => (
  <Icon>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="7" rx="1.5" />
    <rect x="17" y="14" width="4" height="7" rx="1.5" />
  </Icon>
);
const PlayIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
  </Icon>
);
const ReadIcon = () => (
  <Icon>
    <path d="M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" />
    <path d="M12 6v13.5" />
  </Icon>
);
const QuizIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </Icon>
);
const LockIcon = () => (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);
const CourseIcon = () => (
  <Icon>
    <path d="M2 9l10-5 10 5-10 5z" />
    <path d="M6 11v5c3 2 9 2 12 0v-5" />
  </Icon>
);
const EventIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </Icon>
);
const CupIcon = () => (
  <Icon>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8" />
  </Icon>
);

/** Each caption's icon, by item kind (the texts: card-captions.ts). */
const CAPTION_ICONS: Record<string, () => ReactNode> = {
  audio: HeadphonesIcon,
  video: PlayIcon,
  article: ReadIcon,
  specproject: ReadIcon,
  news: ReadIcon,
  quiz: QuizIcon,
  contest: CupIcon,
  course: CourseIcon,
  event: EventIcon,
};

const BOOKMARK_OF: Record<string, BookmarkType> = {
  audio: 'post',
  video: 'post',
  article: 'post',
  specproject: 'post',
  news: 'news',
  event: 'event',
  quiz: 'quizzes',
  course: 'course',
};

interface ContentCardProps {
  card: ContentCardData;
  /** 2 when the list sits right under the page's h1; 3 (default) inside a section with its own h2. */
  headingLevel?: 2 | 3;
  /** Extra lines under the description (a quiz's difficulty and size). */
  footer?: ReactNode;
  /** The card's index in a `.card-grid` right under the page's heading (catalogue, news, search). */
  position?: number;
}

/** The widest `.card-grid` row (content-card.css): the cards of a page's first row are on screen at once. */
const FIRST_ROW = 3;

/**
 * A first-row picture is fetched at once, the very first with high priority: it is the page's largest
 * paint (Lighthouse), and `loading="lazy"` would wait for layout to start it. The rest wait to be near.
 */
export function imageLoading(position: number | undefined): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
} {
  if (position === undefined || position >= FIRST_ROW) return { loading: 'lazy' };
  return position === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

function ContentCardBody({ card, headingLevel = 3, footer, position }: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const AddToCollection = useWidget('AddToCollection');
  const BookmarkHeart = useWidget('BookmarkHeart');
  const mobile = useMediaQuery('(max-width: 767px)');
  const loggedIn = !!useCurrentUser();
  const locked = lockedFor(card, loggedIn);
  const note = guestNote(card, loggedIn);
  /** A locked card asks a guest to sign in instead of following its link (the heart keeps working). */
  const openLogin = (e: MouseEvent) => {
    if (!(e.target instanceof Element) || !e.target.closest('.content-card__link')) return;
    e.preventDefault();
    e.stopPropagation();
    requireAuth();
  };

  const caption = { text: captionOf(card.type.code), icon: CAPTION_ICONS[card.type.code] ?? ReadIcon };
  const bookmark = BOOKMARK_OF[card.type.code];
  const CaptionIcon = caption.icon;
  const body = (
    <>
      <span className="content-card__media">
        {card.preview ? (
          <img
            className="content-card__image"
            {...pictureProps(card.preview, { width: 640, height: 360 }, SIZES.card)}
            alt=""
            {...imageLoading(position)}
            decoding="async"
          />
        ) : (
          <span className="content-card__image content-card__image--empty" />
        )}
      </span>
      <span className="content-card__caption">
        <CaptionIcon />
        {caption.text}
        {isCourseItem(card) && (
          <span className="content-card__lock" title={locked ? 'Доступно после входа' : 'Шаг курса'}>
            <LockIcon />
          </span>
        )}
      </span>
      <Heading className="content-card__title" title={card.title}>
        {truncate(card.title, mobile ? CARD_TITLE_MAX_MOBILE : CARD_TITLE_MAX)}
      </Heading>
      {card.description && (
        <p className="content-card__description">{truncate(card.description, CARD_DESCRIPTION_MAX)}</p>
      )}
      {card.type.code === 'news' && card.createdAt && (
        <time className="content-card__date" dateTime={card.createdAt}>
          {formatLongDate(card.createdAt)}
        </time>
      )}
      {footer}
      {note && <span className="content-card__note">{note}</span>}
      {card.user?.name && <span className="content-card__author">{card.user.name}</span>}
    </>
  );
  return (
    <article className="content-card" onClickCapture={locked ? openLogin : undefined}>
      <SmartLink href={cardHref(card)} className="content-card__link">
        {body}
      </SmartLink>
      {bookmark === 'post' && <AddToCollection pageId={card.id} title={card.title} className="content-card__collect" />}
      {bookmark && <BookmarkHeart type={bookmark} id={card.id} className="content-card__heart" />}
      {(bookmark === 'post' || bookmark === 'news') && (
        <EditPen kind={bookmark === 'post' ? 'page' : 'news'} id={card.id} className="content-card__edit" />
      )}
    </article>
  );
}

/**
 * A list redraws when one of its cards changes, or its device copy arrives: a card whose data is the object
 * drawn already (useSharedStructure in web/lib/same-data.ts) is skipped (issue 17).
 */
export const ContentCard = memo(ContentCardBody);

/** A grey card-shaped placeholder shown while the list loads. */
export function ContentCardSkeleton() {
  return (
    <div className="content-card content-card--skeleton" aria-hidden="true">
      <span className="content-card__media skeleton-block" />
      <span className="skeleton-line skeleton-line--short" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line--mid" />
    </div>
  );
}
