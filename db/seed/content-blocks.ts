// Turns a demo material's plain text into typed content blocks. The HTML is written in
// the exact form api/lib/sanitize-html.ts produces (an API test checks it survives it
// unchanged); db/ may not import api/, so this file must never call the sanitiser.
import type { MaterialSeed } from './content-types.ts';
import { artPath } from './art.ts';

export interface SeedBlock {
  type: string;
  data: Record<string, unknown>;
}

const img = (name: string) => `/media/previews/${name}.webp`;
const p = (text: string) => `<p>${text}</p>`;
const text = (html: string): SeedBlock => ({ type: 'text', data: { html } });
/** A marked word with a tooltip (the markup api/lib/sanitize-html.ts keeps on spans). */
const tip = (word: string, hint: string) => `<span class="tooltip" data-tooltip="${hint}">${word}</span>`;

/** Seconds of each demo podcast clip (Russian speech by espeak-ng): web/public/media/audio/<slug>.mp3. */
const AUDIO_SECONDS: Record<string, number> = {
  'chto-takoe-kvantovyj-kompyuter': 15,
  'molekuly-zapaha': 14,
  'zachem-letat-na-mars': 10,
  fotosintez: 10,
  'serdce-nasos': 9,
  'pochemu-tryasetsya-zemlya': 8,
  'kosmicheskij-musor': 9,
  'zvuk-i-muzyka': 9,
  'parolnaya-bezopasnost': 9,
  'teoriya-veroyatnostej': 13,
  'pchely-i-opylenie': 13,
  'iskusstvennyj-intellekt-etika': 12,
  'genetika-sobak': 9,
  'pochemu-led-ne-tonet': 9,
  'pochemu-nebo-goluboe': 12,
};

/** The audio of a demo podcast: its own spoken clip (title and first paragraph). */
export function audioFor(m: Pick<MaterialSeed, 'slug' | 'title'>) {
  return { path: `/media/audio/${m.slug}.mp3`, duration: AUDIO_SECONDS[m.slug] ?? 0, title: m.title };
}

/**
 * The demo videos: the site's own small files (served with byte ranges from web/public/media), so they play
 * offline once kept, on machines without access to video sites, and where YouTube is slowed down (issue 42).
 * The same short clips as the special contest's demo works.
 */
export const VIDEO_URLS = [
  '/media/contest-videos/work-1.mp4',
  '/media/contest-videos/work-2.mp4',
  '/media/contest-videos/work-3.mp4',
  '/media/contest-videos/work-4.mp4',
] as const;

/** Every block type of the spec at least once: the showcase article uses all of them. */
function showcase(m: MaterialSeed): SeedBlock[] {
  const [first = '', second = '', third = ''] = m.text;
  return [
    text(p(first)),
    {
      type: 'accent',
      data: {
        title: 'Главное за минуту',
        html: p(
          `Синий свет ${tip('рассеивается', 'Рассеяние — свет отклоняется от прямого пути, сталкиваясь с молекулами воздуха.')} сильнее красного — поэтому днём небо голубое, а на закате алое.`,
        ),
        image: img('physics'),
      },
    },
    {
      type: 'image',
      data: { url: img('space'), alt: 'Планета с кольцами на фоне звёзд', caption: 'Атмосфера есть не только у Земли' },
    },
    text(p(second)),
    {
      type: 'quote',
      data: {
        html: p('Небо голубое потому, что воздух рассеивает синий свет сильнее всего.'),
        author: 'Джон Уильям Стретт, лорд Рэлей',
      },
    },
    {
      type: 'picture',
      data: {
        url: img('astronomy'),
        alt: 'Телескоп под звёздным небом',
        author_sign: 'Иллюстрация',
        author_name: 'Редакция «Наука рядом»',
      },
    },
    {
      type: 'tabs',
      data: {
        title: 'Цвет неба на разных планетах',
        items: [
          { title: 'Земля', html: p('Голубое днём, оранжевое и красное на закате.') },
          {
            title: 'Марс',
            html: p('Днём рыжевато-розовое из-за пыли, а закаты — голубые.'),
            btn: 'Подробнее о Марсе',
            url: '/post/zachem-letat-na-mars',
          },
          { title: 'Титан', html: p('Густая оранжевая дымка из органических молекул.') },
        ],
      },
    },
    {
      type: 'accordion',
      data: {
        title: 'Вопросы и ответы',
        items: [
          {
            title: 'Почему небо не фиолетовое?',
            html: p('Фиолетового света в солнечном спектре меньше, а глаз к нему менее чувствителен.'),
          },
          {
            title: 'Какого цвета небо на Луне?',
            html: p('Чёрного: у Луны нет атмосферы, свету не на чем рассеиваться.'),
          },
          {
            title: 'Можно ли повторить опыт дома?',
            html: p('Да: посветите фонариком через стакан воды с каплей молока.'),
          },
        ],
      },
    },
    {
      type: 'cards',
      data: {
        title: 'Запомните три факта',
        items: [
          { title: 'Рассеяние', html: p('Короткие волны рассеиваются сильнее длинных.') },
          { title: 'Закат', html: p('Длинный путь лучей оставляет красный и оранжевый свет.') },
          { title: 'Облака', html: p('Капли воды рассеивают все цвета одинаково — облака белые.') },
        ],
      },
    },
    {
      type: 'multiblock',
      data: {
        title: 'Опыт со стаканом молока',
        width_left: 60,
        background: '#ecebfd',
        blocks: [
          text(
            p(
              `Налейте в прозрачный стакан воды, добавьте несколько капель молока и посветите сбоку фонариком. Сбоку вода станет голубоватой, а свет, прошедший насквозь, — оранжевым. Так работает ${tip('эффект Тиндаля', 'Эффект Тиндаля — свечение пути луча в мутной среде из-за рассеяния на мелких частицах.')}.`,
            ),
          ),
          { type: 'image', data: { url: img('chemistry'), alt: 'Колба с жидкостью' } },
        ],
      },
    },
    {
      type: 'slider',
      data: {
        slides: [
          { url: img('physics'), alt: 'Схема атома', caption: 'Свет взаимодействует с молекулами воздуха' },
          { url: img('space'), alt: 'Планета с кольцами', caption: 'Атмосферы других планет' },
          { url: img('astronomy'), alt: 'Телескоп', caption: 'Наблюдения за небом' },
        ],
      },
    },
    {
      type: 'slider_horizontal',
      data: {
        slides: [
          { url: img('ecology'), alt: 'Лист растения', caption: 'Утро' },
          { url: img('energy'), alt: 'Молния', caption: 'Гроза' },
          { url: img('geology'), alt: 'Горы на закате', caption: 'Закат' },
        ],
      },
    },
    {
      type: 'history',
      data: {
        title: 'История открытия',
        items: [
          {
            date: '1859',
            title: 'Опыты Тиндаля',
            html: p('Джон Тиндаль показал, что мелкие частицы рассеивают синий свет сильнее.'),
          },
          {
            date: '1871',
            title: 'Закон Рэлея',
            html: p(
              `Лорд Рэлей вывел, что рассеяние обратно пропорционально четвёртой степени ${tip('длины волны', 'Длина волны — расстояние между соседними гребнями волны; у синего света она короче, чем у красного.')}.`,
            ),
          },
          {
            date: '1910',
            title: 'Эйнштейн и флуктуации',
            html: p('Эйнштейн объяснил рассеяние на флуктуациях плотности самого воздуха.'),
          },
        ],
      },
    },
    { type: 'video', data: { url: VIDEO_URLS[0], preview: img('physics'), title: 'Опыт с рассеянием света' } },
    {
      type: 'video_list',
      data: {
        title: 'Смотрите также',
        items: [
          { title: 'Как работает радуга', html: p('Преломление и отражение в каплях.'), url: VIDEO_URLS[1] },
          { title: 'Один день на МКС', html: p('Как выглядит Земля с орбиты.'), url: VIDEO_URLS[2] },
        ],
      },
    },
    { type: 'audio', data: { ...audioFor(m), title: 'Почему небо голубое: коротко' } },
    {
      type: 'card',
      data: {
        header: 'Знаете ли вы?',
        title: 'Небо на других планетах',
        html: p('На Марсе закаты голубые, а днём небо рыжее.'),
        dedicated_html: p('Попробуйте объяснить почему — ответ в нашем подкасте.'),
      },
    },
    { type: 'countdown', data: { title: 'До следующего солнечного затмения', date: '2027-08-02T10:00:00.000Z' } },
    {
      type: 'form',
      data: {
        type: 'button',
        btn: 'Задать вопрос',
        title: 'Задайте вопрос учёному',
        fields: [
          // A form in a post goes to the feedback call (POST /faq/send): its field names are the feedback form's codes.
          { name: 'name', label: 'Имя', type: 'text', required: true },
          { name: 'email', label: 'E-mail', type: 'email', required: true },
          {
            name: 'theme',
            label: 'Тема',
            type: 'select',
            required: true,
            options: ['Другое', 'Курсы', 'Конкурсы', 'Викторины'],
          },
          { name: 'text', label: 'Вопрос', type: 'textarea', required: true },
        ],
      },
    },
    text(p(third)),
  ];
}

const extras: ((m: MaterialSeed) => SeedBlock)[] = [
  (m) => ({ type: 'accent', data: { title: 'Коротко', html: p(m.description), image: artPath('material', m.slug) } }),
  (m) => ({ type: 'image', data: { url: artPath('material', m.slug), alt: m.title } }),
  () => ({
    type: 'quote',
    data: { html: p('Самое прекрасное, что мы можем испытать, — это ощущение тайны.'), author: 'Альберт Эйнштейн' },
  }),
  (m) => ({
    type: 'card',
    data: {
      header: 'Проверь себя',
      title: 'Вопрос для размышления',
      html: p(`Как бы вы объяснили тему «${m.title}» младшему брату или сестре?`),
      dedicated_html: p('Обсудите ответ с друзьями или учителем.'),
    },
  }),
  () => ({
    type: 'accordion',
    data: {
      items: [
        {
          title: 'Где узнать больше?',
          html: p('В школьной библиотеке, научно-популярных журналах и на лекциях нашего сообщества.'),
        },
        {
          title: 'Можно ли проверить это самому?',
          html: p('Многие опыты можно повторить дома под присмотром взрослых.'),
        },
      ],
    },
  }),
  (m) => ({
    type: 'picture',
    data: {
      url: artPath('material', m.slug),
      alt: m.title,
      author_sign: 'Иллюстрация',
      author_name: 'Редакция «Наука рядом»',
    },
  }),
];

/** The content blocks of one demo material; `index` spreads the extra block kinds around. */
export function buildBlocks(m: MaterialSeed, index: number): SeedBlock[] {
  if (m.slug === 'pochemu-nebo-goluboe') return showcase(m);
  const paragraphs = m.text.map((t) => text(p(t)));
  const extra = extras[index % extras.length]!(m);
  if (m.type === 'video') {
    return [
      {
        type: 'video',
        data: { url: VIDEO_URLS[index % VIDEO_URLS.length], preview: artPath('material', m.slug), title: m.title },
      },
      ...paragraphs,
    ];
  }
  if (m.type === 'audio') {
    return [{ type: 'audio', data: audioFor(m) }, ...paragraphs];
  }
  if (m.type === 'specproject') {
    return [
      {
        type: 'multiblock',
        data: {
          title: m.title,
          width_left: 50,
          background: '#fff1e6',
          blocks: [paragraphs[0]!, { type: 'image', data: { url: artPath('material', m.slug), alt: m.title } }],
        },
      },
      ...paragraphs.slice(1),
      {
        type: 'slider_horizontal',
        data: {
          slides: [artPath('material', m.slug), img('space'), img('ecology')].map((url, i) => ({
            url,
            alt: `Иллюстрация ${i + 1}`,
            caption: '',
          })),
        },
      },
      extra,
    ];
  }
  return [paragraphs[0]!, extra, ...paragraphs.slice(1)];
}
