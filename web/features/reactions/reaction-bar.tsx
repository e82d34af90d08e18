// Like and dislike with their counts under a material, news item or event. After adding one,
// a small sheet asks (optionally) why, at most once a day per kind on this device (feedback-ask.ts). Buttons are toggles (aria-pressed) with counts read out.
import './reactions.css';
import { lazy, Suspense, useState } from 'react';
import type { WidgetProps } from '../../components/feature-widgets.tsx';
import { markFeedbackAsked, mayAskFeedback } from './feedback-ask.ts';
import { useReaction, type ReactionKind } from './use-reaction.ts';

// The popup (its form and fields) loads with the first reaction, not with the material.
const FeedbackPopup = lazy(() => import('./feedback-popup.tsx').then((m) => ({ default: m.FeedbackPopup })));

/** A thumb up; the dislike button shows the same thumb turned over. */
const Thumb = ({ down = false }: { down?: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    style={down ? { transform: 'rotate(180deg)' } : undefined}
  >
    <path d="M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.8 20H7" />
  </svg>
);

export function ReactionBar({ type, id, initial, compact = false, blocked = false }: WidgetProps['ReactionBar']) {
  const { state, error, toggle } = useReaction(type, id, initial);
  const [feedback, setFeedback] = useState<ReactionKind | null>(null);
  const press = async (kind: ReactionKind) => {
    // The day of the tap decides, not the moment the server's answer came (later on a slow network).
    const at = Date.now();
    const added = await toggle(kind);
    if (!added || compact || !mayAskFeedback(added, at)) return;
    markFeedbackAsked(added, at);
    setFeedback(added);
  };
  return (
    <div className={`reaction-bar${compact ? ' reaction-bar--compact' : ''}`}>
      <button
        type="button"
        className="reaction-bar__button"
        aria-pressed={state.liked}
        disabled={blocked}
        onClick={() => void press('like')}
        aria-label={`Нравится: ${state.likes}`}
      >
        <Thumb /> <span aria-hidden="true">{state.likes}</span>
      </button>
      <button
        type="button"
        className="reaction-bar__button"
        aria-pressed={state.disliked}
        disabled={blocked}
        onClick={() => void press('dislike')}
        aria-label={`Не нравится: ${state.dislikes}`}
      >
        <Thumb down /> <span aria-hidden="true">{state.dislikes}</span>
      </button>
      {error && !blocked && (
        <p className="reaction-bar__error" role="alert">
          {error}
        </p>
      )}
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackPopup kind={feedback} type={type} id={id} onClose={() => setFeedback(null)} />
        </Suspense>
      )}
    </div>
  );
}
