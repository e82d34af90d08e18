// The widgets of a material's, news item's or event's page and of content blocks wherever they are
// shown (a course step, the staff area's preview): audio player, forms, likes and comments.
import type { FeatureWidgets } from '../../components/feature-widgets.tsx';
import { AudioPlayer } from '../../features/audio-player/audio-player.tsx';
import { LazyCommentsSection } from '../../features/comments/lazy-comments-section.tsx';
import { EventRegistration } from '../../features/events/event-registration.tsx';
import { FeedbackBlockForm } from '../../features/faq/feedback-block-form.tsx';
import { ReactionBar } from '../../features/reactions/reaction-bar.tsx';

export const materialWidgets = {
  AudioPlayer,
  EventRegistration,
  FeedbackBlockForm,
  ReactionBar,
  Comments: LazyCommentsSection,
} satisfies Partial<FeatureWidgets>;
