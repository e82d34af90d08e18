// The widgets every screen may show (a card's heart and add-to-collection, the questions popup's
// form), provided by the root route. Each file of this folder is one set, imported only where its
// screens are, so a set's code stays in its routes' chunks.
import { lazy } from 'react';
import type { FeatureWidgets } from '../../components/feature-widgets.tsx';
import { BookmarkHeart } from '../../features/bookmarks/bookmark-heart.tsx';
import { AddToCollection } from '../../features/social/add-to-collection.tsx';

// The questions popup's form loads with the popup's body, never with the first screen.
const FeedbackForm = lazy(() =>
  import('../../features/faq/feedback-form.tsx').then((m) => ({ default: m.FeedbackForm })),
);

export const rootWidgets = { BookmarkHeart, AddToCollection, FeedbackForm } satisfies Partial<FeatureWidgets>;
