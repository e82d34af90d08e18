// The showcase article (/post/pochemu-nebo-goluboe) renders every block type of spec
// section 2; each assertion looks for visible, role-based content from that block's seed. Then
// the tooltips on marked words (1280 and 375 px) and the image viewer. Form blocks: form-block.spec.ts.
import { expect, test, type Locator } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';

const SLUG = '/post/pochemu-nebo-goluboe';

test('an article shows every block type of the spec', async ({ page }) => {
  await page.goto(SLUG);
  const main: Locator = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Почему небо голубое, а закат красный' })).toBeVisible();

  // text
  await expect(main.getByText('Солнечный свет кажется белым')).toBeVisible();
  // accent
  await expect(main.getByRole('complementary').filter({ hasText: 'Главное за минуту' })).toBeVisible();
  // image with its caption
  await expect(main.getByRole('img', { name: 'Планета с кольцами на фоне звёзд' })).toBeVisible();
  await expect(main.getByText('Атмосфера есть не только у Земли')).toBeVisible();
  // quote with author
  await expect(main.getByRole('blockquote').filter({ hasText: 'воздух рассеивает синий свет' })).toBeVisible();
  await expect(main.getByText('Джон Уильям Стретт, лорд Рэлей')).toBeVisible();
  // picture with authorSign and authorName
  await expect(main.getByRole('img', { name: 'Телескоп под звёздным небом' })).toBeVisible();
  await expect(main.getByRole('figure').filter({ hasText: 'Иллюстрация: Редакция «Наука рядом»' })).toBeVisible();

  // tabs: the first is selected, another one switches the panel
  await expect(main.getByRole('heading', { name: 'Цвет неба на разных планетах' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Земля' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('Голубое днём');
  await main.getByRole('tab', { name: 'Марс' }).click();
  await expect(main.getByRole('tabpanel')).toContainText('рыжевато-розовое');
  await expect(main.getByRole('tabpanel').getByRole('link', { name: 'Подробнее о Марсе' })).toBeVisible();

  // accordion: the first item is open, the others closed
  await expect(main.getByRole('heading', { name: 'Вопросы и ответы' })).toBeVisible();
  await expect(main.getByText('Фиолетового света в солнечном спектре меньше')).toBeVisible();
  await expect(main.getByText('Чёрного: у Луны нет атмосферы')).toBeHidden();
  await main.getByText('Какого цвета небо на Луне?').click();
  await expect(main.getByText('Чёрного: у Луны нет атмосферы')).toBeVisible();

  // cards
  await expect(main.getByRole('heading', { name: 'Запомните три факта' })).toBeVisible();
  await expect(
    main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Рассеяние' }) }),
  ).toBeVisible();

  // multiblock: a two-column split (60/40 at desktop width) over its background
  const multi = main.locator('section').filter({ has: page.getByRole('heading', { name: 'Опыт со стаканом молока' }) });
  await expect(multi.getByText('Налейте в прозрачный стакан воды')).toBeVisible();
  await expect(multi.getByRole('img', { name: 'Колба с жидкостью' })).toBeVisible();
  await expect(multi).toHaveCSS('background-color', 'rgb(236, 235, 253)');
  const columns = await multi
    .locator('.block-multi__grid')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').map(parseFloat));
  expect(columns).toHaveLength(2);
  expect(columns[0]! / (columns[0]! + columns[1]!)).toBeCloseTo(0.6, 1);

  // slider and slider_horizontal
  await expect(main.getByRole('img', { name: 'Схема атома' })).toBeVisible();
  await expect(main.getByText('Свет взаимодействует с молекулами воздуха')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Лист растения' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Следующий слайд' })).toHaveCount(2);

  // history
  await expect(main.getByRole('heading', { name: 'История открытия' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Закон Рэлея' })).toBeVisible();
  await expect(main.getByText('1871')).toBeVisible();

  // video with a preview overlay, and the video list
  await expect(main.getByRole('button', { name: 'Смотреть видео: Опыт с рассеянием света' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Смотрите также' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Смотреть видео: Как работает радуга' })).toBeVisible();

  // audio
  const audio = main.getByRole('figure').filter({ hasText: 'Почему небо голубое: коротко' });
  await expect(audio.getByRole('button', { name: 'Слушать' })).toBeVisible();

  // card
  await expect(main.getByText('Знаете ли вы?')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Небо на других планетах' })).toBeVisible();
  // The block's own text (a demo comment below the article quotes part of it).
  await expect(main.getByText('Попробуйте объяснить почему — ответ в нашем подкасте')).toBeVisible();

  // countdown
  await expect(main.getByText('До следующего солнечного затмения')).toBeVisible();
  await expect(main.getByRole('timer')).toHaveAttribute('aria-label', /^\d+ д\. \d+ ч\. \d+ мин\.$/);

  // form
  await expect(main.getByRole('heading', { name: 'Задайте вопрос учёному' })).toBeVisible();
});

test.describe('tooltips on marked words', () => {
  test('desktop: hover and focus show the tooltip above the word, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(SLUG);
    // The server's copy of the text is inert: the reader points at the app's, once it has taken over.
    await appTookOver(page);
    const word = page.getByRole('main').getByText('рассеивается', { exact: true });
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await word.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText(/свет отклоняется от прямого пути/);
    await expect(word).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
    const [w, t] = [await word.boundingBox(), await tip.boundingBox()];
    expect(t!.y + t!.height).toBeLessThanOrEqual(w!.y + 1); // above the word
    await page.mouse.move(0, 0);
    await expect(tip).toHaveCount(0);

    await word.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(word).not.toHaveAttribute('aria-describedby', /.+/);
  });

  test('mobile: a tap shows a full-width panel under the word', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(SLUG);
    await appTookOver(page);
    const word = page.getByRole('main').getByText('эффект Тиндаля', { exact: true });
    await word.scrollIntoViewIfNeeded();
    await word.click();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText(/свечение пути луча/);
    const [w, t] = [await word.boundingBox(), await tip.boundingBox()];
    expect(t!.y).toBeGreaterThanOrEqual(w!.y + w!.height - 1); // under the word
    expect(t!.width).toBeGreaterThan(375 - 40); // the full width of the screen
    await page.getByRole('heading', { level: 1 }).click();
    await expect(tip).toHaveCount(0);
  });
});

test('a slide and an image open large in the image viewer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SLUG);
  await page.getByRole('dialog', { name: 'Мы используем cookies' }).getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const main = page.getByRole('main');

  const opener = main.getByRole('button', { name: 'Открыть изображение: Планета с кольцами', exact: true });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Планета с кольцами' });
  await expect(viewer.getByRole('img', { name: 'Планета с кольцами' })).toBeVisible();
  await expect(viewer.getByText('Атмосферы других планет')).toBeVisible();
  await expect(viewer.getByText('2 из 3')).toBeVisible();
  await viewer.getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(page.getByRole('dialog', { name: 'Телескоп' }).getByText('3 из 3')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(page.getByRole('dialog', { name: 'Схема атома' }).getByText('1 из 3')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Предыдущее изображение' }).click();
  await expect(page.getByRole('dialog', { name: 'Телескоп' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // An image block: a single image, closed by the cross.
  const image = main.getByRole('button', { name: 'Открыть изображение: Планета с кольцами на фоне звёзд' });
  await image.click();
  const single = page.getByRole('dialog', { name: 'Планета с кольцами на фоне звёзд' });
  await expect(single.getByText('Атмосфера есть не только у Земли')).toBeVisible();
  await expect(single.getByRole('button', { name: 'Следующее изображение' })).toHaveCount(0);
  await single.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(image).toBeFocused();
});

test("'Читай также' lists other materials under the article, asked for once", async ({ page }) => {
  const asked: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/recommendation/post')) asked.push(Date.now());
  });
  await page.goto(SLUG);
  await appTookOver(page);
  const related = page.getByRole('region', { name: 'Читай также' });
  await expect(related).toBeVisible();
  const links = related.getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).not.toBe(SLUG);
  expect(asked).toHaveLength(1);
});

// The server cleans HTML when it is written; the browser cleans it again before showing it (a copy kept on a device
// from an older server, or a server misconfigured). A post opened within the app has no server copy to show, so
// every block goes through DOMPurify's cleaned nodes.
test('a post opened within the app shows HTML only as DOMPurify cleaned it', async ({ page }) => {
  await page.route(/\/api\/page\/slug\/pochemu-nebo-goluboe/, async (route) => {
    const answer = await route.fetch();
    const post = (await answer.json()) as { content: { type: string; data: { html?: string } }[] };
    const text = post.content.find((b) => b.type === 'text')!;
    text.data.html =
      '<p id="hostile">Чистый текст<img src="/nothing.png" onerror="window.__hostile = 1">' +
      '<script>window.__hostile = 2</script><a href="javascript:window.__hostile = 3">ссылка</a></p>' +
      text.data.html;
    await route.fulfill({ response: answer, json: post });
  });
  await page.goto('/catalog?search=небо');
  await appTookOver(page);
  await page.locator(`#root a[href="${SLUG}"]`).first().click();
  await expect(page).toHaveURL(SLUG);
  const hostile = page.locator('#root #hostile');
  await expect(hostile).toHaveText('Чистый текстссылка');
  await expect(page.getByRole('main').getByText('Солнечный свет кажется белым')).toBeVisible();
  expect(await hostile.locator('script').count()).toBe(0);
  expect(await hostile.locator('img').getAttribute('onerror')).toBeNull();
  // Without its address the word is no link any more.
  expect(await hostile.locator('a').getAttribute('href')).toBeNull();
  await hostile.locator('a').click();
  expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
});
