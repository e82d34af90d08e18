// Demo news and events. Event times are relative to the moment of seeding so a fresh
// install always has upcoming, running, finished and cancelled events.
import type { SeedBlock } from './content-blocks.ts';
import { artPath } from './art.ts';

const p = (text: string) => `<p>${text}</p>`;

interface NewsSeed {
  slug: string;
  title: string;
  description: string;
  image: string;
  daysAgo: number;
  text: readonly string[];
}

export const NEWS: readonly NewsSeed[] = [
  {
    slug: 'otkrytie-sezona-olimpiad',
    title: 'Стартовал новый сезон школьных олимпиад',
    description: 'Регистрация на отборочные туры по физике, химии и информатике открыта до конца месяца.',
    image: 'physics',
    daysAgo: 0,
    text: [
      'В этом году олимпиады пройдут по двенадцати предметам. Отборочные туры проводятся онлайн, а финалы — в крупных научных центрах.',
      'Участники смогут готовиться по материалам прошлых лет и разборам заданий на нашем сайте.',
    ],
  },
  {
    slug: 'novyj-razdel-podkasty',
    title: 'На сайте появился раздел подкастов',
    description: 'Слушайте короткие выпуски о науке по дороге в школу — даже без интернета.',
    image: 'it',
    daysAgo: 1,
    text: [
      'Каждый выпуск длится несколько минут и рассказывает об одном явлении простыми словами.',
      'Выпуски можно сохранить на устройство и слушать без подключения к сети.',
    ],
  },
  {
    slug: 'shkolniki-zapustili-sputnik',
    title: 'Школьники помогли запустить учебный спутник',
    description: 'Команда из Калуги собрала полезную нагрузку для наноспутника.',
    image: 'space',
    daysAgo: 3,
    text: [
      'Ребята год работали над датчиком, который измеряет радиационный фон на орбите.',
      'Данные со спутника будут доступны всем школам, участвующим в проекте.',
    ],
  },
  {
    slug: 'nedelya-ekologii',
    title: 'Неделя экологии: акции в двухстах школах',
    description: 'Сбор макулатуры, посадка деревьев и лекции о климате.',
    image: 'ecology',
    daysAgo: 5,
    text: [
      'За неделю участники собрали больше двадцати тонн макулатуры и посадили три тысячи деревьев.',
      'Лучшие проекты получат гранты на продолжение работы.',
    ],
  },
  {
    slug: 'laboratoriya-v-kazhdoj-shkole',
    title: 'Цифровые лаборатории придут ещё в сто школ',
    description: 'Наборы датчиков для опытов по физике, химии и биологии.',
    image: 'chemistry',
    daysAgo: 7,
    text: [
      'В комплект входят датчики температуры, давления, освещённости и pH.',
      'Учителя пройдут короткие курсы, чтобы использовать оборудование на уроках.',
    ],
  },
  {
    slug: 'konkurs-nauchnyh-video',
    title: 'Объявлен конкурс научных видеороликов',
    description: 'Снимите ролик до трёх минут о любом научном явлении.',
    image: 'astronomy',
    daysAgo: 9,
    text: [
      'Принимаются работы по пяти направлениям: от естественных наук до места человека во Вселенной.',
      'Победителей определят эксперты и зрительское голосование.',
    ],
  },
  {
    slug: 'robototehnika-final',
    title: 'Финал соревнований по робототехнике прошёл в Казани',
    description: 'Больше трёхсот команд показали своих роботов.',
    image: 'robotics',
    daysAgo: 11,
    text: [
      'Роботы соревновались в сортировке предметов, прохождении лабиринта и футболе.',
      'Победители поедут на международный этап весной.',
    ],
  },
  {
    slug: 'lekcii-uchenyh-onlajn',
    title: 'Учёные проведут серию онлайн-лекций для школьников',
    description: 'Каждую субботу — новая тема: от генетики до астрофизики.',
    image: 'biology',
    daysAgo: 13,
    text: [
      'Лекции рассчитаны на учеников седьмых–одиннадцатых классов.',
      'После каждой лекции можно задать вопрос учёному в прямом эфире.',
    ],
  },
  {
    slug: 'matematicheskij-prazdnik',
    title: 'Математический праздник собрал тысячу участников',
    description: 'Задачи на логику, командные игры и математические фокусы.',
    image: 'maths',
    daysAgo: 15,
    text: [
      'Праздник прошёл одновременно в десяти городах.',
      'Задачи этого года опубликованы в разделе материалов вместе с решениями.',
    ],
  },
  {
    slug: 'arkticheskaya-ekspediciya-itogi',
    title: 'Итоги школьной арктической экспедиции',
    description: 'Юные исследователи измерили толщину льда и сосчитали птиц.',
    image: 'geology',
    daysAgo: 18,
    text: [
      'Экспедиция длилась две недели. Участники вели дневники и делились ими с одноклассниками.',
      'Собранные данные переданы учёным полярной станции.',
    ],
  },
  {
    slug: 'energiya-budushchego-forum',
    title: 'Форум «Энергия будущего» пройдёт в ноябре',
    description: 'Школьники представят проекты по возобновляемой энергетике.',
    image: 'energy',
    daysAgo: 21,
    text: [
      'На форуме покажут модели ветряков, солнечных станций и водородных двигателей.',
      'Заявки на участие принимаются до конца октября.',
    ],
  },
  {
    slug: 'den-rossijskoj-nauki',
    title: 'День российской науки отметят открытыми лабораториями',
    description: 'Научные институты проведут экскурсии для школьников.',
    image: 'medicine',
    daysAgo: 25,
    text: [
      'Восьмого февраля лаборатории откроют двери для всех желающих.',
      'Запись на экскурсии начнётся за две недели до праздника.',
    ],
  },
];

export function newsBlocks(n: NewsSeed): SeedBlock[] {
  return [
    ...n.text.map((t) => ({ type: 'text', data: { html: p(t) } })),
    { type: 'image', data: { url: artPath('news', n.slug), alt: n.title } },
  ];
}

export const newsPreview = (n: NewsSeed) => artPath('news', n.slug);

interface EventSeed {
  slug: string;
  title: string;
  description: string;
  image: string;
  place: string | null;
  isOnline: boolean;
  /** Hours from the moment of seeding to the start, and the duration in hours. */
  startInHours: number;
  hours: number;
  status: 'planned' | 'postponed';
  withForm: 'inline' | 'button' | null;
}

export const EVENTS: readonly EventSeed[] = [
  {
    slug: 'lekciya-chernye-dyry',
    title: 'Лекция «Чёрные дыры и гравитационные волны»',
    description: 'Астрофизик расскажет, как учёные «слышат» столкновения чёрных дыр.',
    image: 'space',
    place: null,
    isOnline: true,
    startInHours: 24 * 5,
    hours: 2,
    status: 'planned',
    withForm: 'button',
  },
  {
    slug: 'master-klass-roboty',
    title: 'Мастер-класс: собираем робота за один день',
    description: 'Практическое занятие для новичков: от шасси до первой программы.',
    image: 'robotics',
    place: 'Москва, Конгресс-центр Технопарка',
    isOnline: false,
    startInHours: 24 * 12,
    hours: 6,
    status: 'planned',
    withForm: 'inline',
  },
  {
    slug: 'olimpiada-himiya-otbor',
    title: 'Отборочный тур олимпиады по химии',
    description: 'Онлайн-тур для учеников 8–11 классов.',
    image: 'chemistry',
    place: null,
    isOnline: true,
    startInHours: 24 * 20,
    hours: 3,
    status: 'planned',
    withForm: null,
  },
  {
    slug: 'nochnoe-nablyudenie-zvezd',
    title: 'Ночное наблюдение звёзд в планетарии',
    description: 'Смотрим на Луну и планеты в большой телескоп.',
    image: 'astronomy',
    place: 'Санкт-Петербург, Планетарий',
    isOnline: false,
    startInHours: -2,
    hours: 26,
    status: 'planned',
    withForm: 'button',
  },
  {
    slug: 'festival-nauki-osen',
    title: 'Осенний фестиваль науки',
    description: 'Три дня опытов, лекций и научных шоу для всей семьи.',
    image: 'physics',
    place: 'Казань, Экспоцентр',
    isOnline: false,
    startInHours: -24 * 10,
    hours: 72,
    status: 'planned',
    withForm: null,
  },
  {
    slug: 'vebinar-ekologiya-goroda',
    title: 'Вебинар «Экология большого города»',
    description: 'Как город влияет на климат и что может сделать каждый.',
    image: 'ecology',
    place: null,
    isOnline: true,
    startInHours: -24 * 20,
    hours: 2,
    status: 'planned',
    withForm: null,
  },
  {
    slug: 'ekskursiya-laboratoriya-genetiki',
    title: 'Экскурсия в лабораторию генетики',
    description: 'Экскурсия перенесена: новая дата будет объявлена позже.',
    image: 'biology',
    place: 'Новосибирск, Академгородок',
    isOnline: false,
    startInHours: 24 * 3,
    hours: 3,
    status: 'postponed',
    withForm: null,
  },
  {
    slug: 'turnir-matematicheskih-boev',
    title: 'Турнир математических боёв',
    description: 'Командное соревнование по решению задач.',
    image: 'maths',
    place: 'Екатеринбург, Дворец молодёжи',
    isOnline: false,
    startInHours: 24 * 8,
    hours: 5,
    status: 'postponed',
    withForm: 'inline',
  },
];

export function eventForm(kind: 'inline' | 'button') {
  return {
    type: kind,
    title: 'Заполни форму',
    btn: 'Присоединиться',
    fields: [
      { name: 'name', label: 'Имя и фамилия', type: 'text', required: true },
      { name: 'email', label: 'Электронная почта', type: 'email', required: true },
      { name: 'phone', label: 'Телефон', type: 'phone', required: false },
      {
        name: 'grade',
        label: 'Класс',
        type: 'select',
        required: true,
        options: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
      },
    ],
  };
}

export function eventBlocks(e: EventSeed): SeedBlock[] {
  return [
    { type: 'text', data: { html: p(e.description) } },
    { type: 'text', data: { html: p('Участие бесплатное. Приглашаем школьников, наставников и родителей.') } },
    { type: 'image', data: { url: artPath('event', e.slug), alt: e.title } },
    // One event places its registration form among its blocks (a form block in an event's content).
    ...(e.slug === 'master-klass-roboty' && e.withForm ? [{ type: 'form', data: eventForm(e.withForm) }] : []),
  ];
}

export const eventPreview = (e: EventSeed) => artPath('event', e.slug);
