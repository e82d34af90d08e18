// The like bar's numbers follow the device's reaction without counting the user twice.
import { describe, expect, it } from 'vitest';
import { withOwnReaction } from './reaction-counts.ts';

describe('withOwnReaction', () => {
  const server = { likes: 5, dislikes: 2, liked: false, disliked: false };
  it('adds a like or a dislike made on the device', () => {
    expect(withOwnReaction(server, 1)).toEqual({ likes: 6, dislikes: 2, liked: true, disliked: false });
    expect(withOwnReaction(server, -1)).toEqual({ likes: 5, dislikes: 3, liked: false, disliked: true });
  });
  it('moves the user from like to dislike, and takes a removed like away', () => {
    const liked = { likes: 5, dislikes: 2, liked: true, disliked: false };
    expect(withOwnReaction(liked, -1)).toEqual({ likes: 4, dislikes: 3, liked: false, disliked: true });
    expect(withOwnReaction(liked, 0)).toEqual({ likes: 4, dislikes: 2, liked: false, disliked: false });
    expect(withOwnReaction(liked, 1)).toEqual(liked);
  });
  it('never shows a negative count from a stale page', () => {
    expect(withOwnReaction({ likes: 0, dislikes: 0, liked: true, disliked: false }, 0).likes).toBe(0);
  });
});
