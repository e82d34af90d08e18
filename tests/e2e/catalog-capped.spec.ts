// A catalogue whose total is capped (issue 44: the server counts up to 1 000 and says total_capped): the
// count reads 'более 1 000 материалов' and 'Показать ещё' goes on while pages come back full, whatever the
// stated total. The demo materials stand in for a large catalogue: their answers say 1 000, capped.
import { expect, test } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';
import { withoutFirstAnswers } from './page-models/first-screen.ts';

test('a capped total reads "более 1 000" and the list pages on until a page comes back short', async ({ page }) => {
  await withoutFirstAnswers(page);
  // The context's route also sees what the service worker asks the network for.
  await page.context().route('**/api/catalog?**', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { list: unknown[]; total: number };
    await route.fulfill({ response: answer, json: { ...body, total: 1_000, total_capped: true } });
  });
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog?sort=DATE_ASC');
  await expect(catalog.main.getByText(/^более 1\s000 материалов$/)).toBeVisible();
  const more = catalog.main.getByRole('button', { name: 'Показать ещё' });
  // The demo catalogue has fewer than 72 materials: three full pages of 18, then a short one ends the list.
  for (let shown = 18; shown <= 54; shown += 18) {
    await expect(catalog.cards).toHaveCount(shown);
    await more.click();
  }
  await expect(catalog.cards).not.toHaveCount(54);
  await expect(more).toHaveCount(0);
  await expect(catalog.main.getByText(/^более 1\s000 материалов$/)).toBeVisible();
});
