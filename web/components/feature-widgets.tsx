// Presentational pieces and feature screens show widgets that read or write data (a card's heart, an
// audio block's player, a material's likes and comments) without importing the features that own them:
// they take them from this context, which the root and route files fill (web/app/widgets/). So
// `components/` stays free of data code and features do not import each other. Never put a data hook
// or a feature import here: only the widgets' names and props.
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { BookmarkType } from '../../sync/rules/bookmarks.ts';
import type { QuizDetail } from '../lib/learning-types.ts';
import type { LeafBlock } from './content-blocks/block-types.ts';
import type { FormDef } from './event-registration/dynamic-form.tsx';

export interface AudioTrack {
  id?: number;
  path: string;
  title: string;
  duration?: number;
}

export type RegistrationState = 'wait' | 'running' | 'finished' | 'cancelled';
export type ReactionTargetType = 'post' | 'news' | 'event' | 'comment';

export interface ReactionState {
  likes: number;
  dislikes: number;
  liked: boolean;
  disliked: boolean;
}

/** Each widget's props, the contract between the piece that shows it and the feature that draws it. */
export interface WidgetProps {
  BookmarkHeart: { type: BookmarkType; id: number; className?: string };
  AddToCollection: { pageId: number; title: string; className?: string };
  AudioPlayer: { tracks: AudioTrack[]; title?: string };
  EventRegistration: { eventId: number; def: FormDef; state: RegistrationState; titleOnButton?: boolean };
  /** A form block outside an event: sent to the site's feedback call. */
  FeedbackBlockForm: { data: Extract<LeafBlock, { type: 'form' }>['data'] };
  FeedbackForm: { autoFocus?: boolean };
  ReactionBar: {
    type: ReactionTargetType;
    id: number;
    initial: Partial<ReactionState>;
    /** Comments use a compact bar without the feedback popup. */
    compact?: boolean;
    /** The author blocked the reader: the buttons are disabled (the screen says why, once). */
    blocked?: boolean;
  };
  /** `base`: the commented item's API path, e.g. `/page/12`; `blocked`: the author blocked the reader. */
  Comments: { base: string; blocked?: boolean };
  QuizPlayer: {
    quiz: QuizDetail;
    /** The signed-in pupil's owner id; null for a visitor. */
    owner: string | null;
    /** Called once when every question is answered or its time is up. */
    onFinished?: () => void;
  };
}

export type FeatureWidgets = { [K in keyof WidgetProps]: ComponentType<WidgetProps[K]> };

const WidgetsContext = createContext<Partial<FeatureWidgets>>({});

/** Adds widgets for the screens inside (a route's own widgets over the root's). */
export function WidgetsProvider({ widgets, children }: { widgets: Partial<FeatureWidgets>; children: ReactNode }) {
  const outer = useContext(WidgetsContext);
  const value = useMemo(() => ({ ...outer, ...widgets }), [outer, widgets]);
  return <WidgetsContext.Provider value={value}>{children}</WidgetsContext.Provider>;
}

/** The widget a route provided; a screen shown where none was provided is a wiring mistake, so it throws. */
export function useWidget<K extends keyof WidgetProps>(name: K): FeatureWidgets[K] {
  const widget = useContext(WidgetsContext)[name];
  if (!widget) throw new Error(`No ${name} widget here: the route must provide it (web/app/widgets/)`);
  return widget as FeatureWidgets[K];
}
