// The widgets of a material's, news item's or event's page and of content blocks wherever they are
// shown (a course step, the staff area's preview): audio player, forms, likes and comments.
// The player, the forms and the likes load only where a material has them (an article has no player): at once when
// on screen, marked busy so the app's first screen waits for them, otherwise when the page is idle. The
// server's first-screen build preloads them (preloadMaterialWidgets) and draws them itself.
import type { FeatureWidgets } from '../../components/feature-widgets.tsx';
import { LazyCommentsSection } from '../../features/comments/lazy-comments-section.tsx';
import { idleLazy } from '../../lib/idle-lazy.tsx';

const busyBox = true;

const AudioPlayer = idleLazy(() => import('../../features/audio-player/audio-player.tsx').then((m) => m.AudioPlayer), {
  busyBox,
});
const EventRegistration = idleLazy(
  () => import('../../features/events/event-registration.tsx').then((m) => m.EventRegistration),
  { busyBox },
);
const FeedbackBlockForm = idleLazy(
  () => import('../../features/faq/feedback-block-form.tsx').then((m) => m.FeedbackBlockForm),
  { busyBox },
);

const ReactionBar = idleLazy(() => import('../../features/reactions/reaction-bar.tsx').then((m) => m.ReactionBar), {
  busyBox,
});

/** For the server's first screen, which renders in one pass and cannot wait for a chunk. */
export function preloadMaterialWidgets(): Promise<unknown> {
  return Promise.all([
    AudioPlayer.preload(),
    EventRegistration.preload(),
    FeedbackBlockForm.preload(),
    ReactionBar.preload(),
  ]);
}

export const materialWidgets = {
  AudioPlayer,
  EventRegistration,
  FeedbackBlockForm,
  ReactionBar,
  Comments: LazyCommentsSection,
} satisfies Partial<FeatureWidgets>;
