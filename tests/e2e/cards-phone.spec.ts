// Cards on a 375 px phone (issue 19, item 4): the heart never covers a card's title or
// description, and a quiz's facts ('Сложность', 'N вопросов') stay inside its card, on the
// quizzes list and on search results.
import { expect, test, type Locator } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('element is not laid out');
  return b;
}

/**
 * The heart of each of the first `n` cards covers none of its texts: the title of every card, the description
 * of the first `n` cards that have one (a description is optional); `facts` (if given) lie inside the card.
 */
async function checkCards(cards: Locator, n: number, facts?: RegExp): Promise<void> {
  await expect(cards.first()).toBeVisible();
  const heartOf = (card: Locator) => box(card.getByRole('button', { name: /избранно/i }));
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const title = card.getByRole('heading');
    await expect(title).toHaveCount(1);
    expect(overlaps(await heartOf(card), await box(title))).toBe(false);
    if (facts) expect(inside(await box(card.getByText(facts).first()), await box(card))).toBe(true);
  }
  const described = cards.filter({ has: cards.page().locator('p') });
  await expect(described.nth(n - 1)).toBeAttached();
  for (let i = 0; i < n; i++) {
    const card = described.nth(i);
    await card.scrollIntoViewIfNeeded();
    expect(overlaps(await heartOf(card), await box(card.locator('p').first()))).toBe(false);
  }
}

test('quiz cards keep the heart off their text and their facts inside', async ({ page }) => {
  await page.goto('/quizzes');
  // The app's cards, once it has taken over from the server's first screen (it waits for them).
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const cards = page.getByRole('main').getByRole('article');
  await checkCards(cards, 4, /вопрос/);
  await checkCards(cards, 4, /Сложность/);
});

test('search results keep the heart off their text', async ({ page }) => {
  await page.goto('/search?query=земля');
  await checkCards(page.getByRole('main').getByRole('article'), 3);
});
