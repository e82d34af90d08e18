// Demo courses: ordered steps built from the demo materials (by slug) and demo quizzes, across
// the topic areas. Titles and descriptions in Russian.
import type { CourseFormField } from '../schema/learning.ts';
import type { SeedCourse } from './learning-types.ts';

/** The form of courses that ask for a reply after the course ('Скажите, как вам курс'). */
export const COURSE_FORM: CourseFormField[] = [
  { type: 'text', code: 'name', name: 'Имя', values: [], required: true },
  { type: 'email', code: 'email', name: 'Электронная почта', values: [], required: true },
  {
    type: 'select',
    code: 'grade',
    name: 'Класс',
    values: ['5–6 класс', '7–8 класс', '9–11 класс', 'Я учитель'],
    required: false,
  },
  { type: 'textarea', code: 'message', name: 'Что понравилось и что улучшить', values: [], required: true },
];

export const DEMO_COURSES: readonly SeedCourse[] = [
  {
    slug: 'puteshestvie-po-kosmosu',
    title: 'Путешествие по космосу',
    description: 'От планет Солнечной системы до чёрных дыр: семь шагов к звёздам с двумя тренажёрами.',
    image: 'space',
    topic: 'universe',
    withForm: true,
    steps: [
      { title: 'Планеты Солнечной системы', page: 'planety-solnechnoj-sistemy' },
      { title: 'Проверь себя: планеты', quiz: 'solnechnaya-sistema' },
      { title: 'Как рождаются звёзды', page: 'zvyozdy-rozhdenie' },
      { title: 'Чёрные дыры', page: 'chernye-dyry' },
      { title: 'Жизнь на орбите', page: 'mks-den-kosmonavta' },
      { title: 'История космонавтики', page: 'istoriya-kosmonavtiki' },
      { title: 'Итоговый тренажёр', quiz: 'zvyozdy-i-galaktiki' },
    ],
  },
  {
    slug: 'zhizn-pod-mikroskopom',
    title: 'Жизнь под микроскопом',
    description: 'Клетка, ДНК и фотосинтез: как устроено всё живое.',
    image: 'biology',
    topic: 'living-nature',
    steps: [
      { title: 'Клетка — город внутри капли', page: 'kak-ustroena-kletka' },
      { title: 'ДНК и гены', page: 'dnk-i-geny' },
      { title: 'Генетика пород собак', page: 'genetika-sobak' },
      { title: 'Фотосинтез', page: 'fotosintez' },
      { title: 'Тренажёр: клетка и ДНК', quiz: 'kletka-i-dnk' },
    ],
  },
  {
    slug: 'himiya-doma',
    title: 'Химия дома',
    description: 'Опыты на кухне, таблица Менделеева и ржавчина — химия, которую можно потрогать.',
    image: 'chemistry',
    topic: 'substances',
    steps: [
      { title: 'Химия на кухне', page: 'himiya-na-kuhne' },
      { title: 'Таблица Менделеева', page: 'tablica-mendeleeva-istoriya' },
      { title: 'Почему железо ржавеет', page: 'pochemu-zhelezo-rzhaveet' },
      { title: 'Опыты с водой', page: 'opyty-s-vodoj' },
      { title: 'Тренажёр: химия веществ', quiz: 'himiya-veshchestv' },
    ],
  },
  {
    slug: 'planeta-zemlya',
    title: 'Планета Земля',
    description: 'Вулканы, землетрясения, климат и Арктика: как живёт наша планета.',
    image: 'geology',
    topic: 'planet-earth',
    steps: [
      { title: 'Вулканы', page: 'vulkany' },
      { title: 'Почему трясётся Земля', page: 'pochemu-tryasetsya-zemlya' },
      { title: 'Куда исчезли динозавры', page: 'dinozavry-vymiranie' },
      { title: 'Климат и погода', page: 'klimat-i-pogoda' },
      { title: 'Тренажёр: вулканы и землетрясения', quiz: 'vulkany-i-zemletryaseniya' },
      { title: 'Бонус: экспедиция в Арктику', page: 'ekspediciya-arktika', alwaysOpen: true },
    ],
  },
  {
    slug: 'pervye-shagi-v-programmirovanii',
    title: 'Первые шаги в программировании',
    description: 'Алгоритмы, двоичный код, интернет и первый робот — курс для будущих инженеров.',
    image: 'it',
    topic: 'future-tech',
    withForm: true,
    steps: [
      { title: 'Что такое алгоритм', page: 'chto-takoe-algoritm' },
      { title: 'Двоичная система', page: 'dvoichnaya-sistema' },
      { title: 'Как работает интернет', page: 'kak-rabotaet-internet' },
      { title: 'Надёжный пароль', page: 'parolnaya-bezopasnost' },
      { title: 'Нейросети', page: 'nejroseti-dlya-shkolnikov' },
      { title: 'Первый робот на Arduino', page: 'pervyj-robot-arduino' },
      { title: 'Тренажёр: основы информатики', quiz: 'informatika-osnovy' },
    ],
  },
  {
    slug: 'chelovek-i-zdorove',
    title: 'Человек и здоровье',
    description: 'Иммунитет, вакцины, сердце и память. Шаги открыты сразу — читай в любом порядке.',
    image: 'medicine',
    topic: 'human-health',
    alwaysOpen: true,
    steps: [
      { title: 'Как работает иммунитет', page: 'immunitet' },
      { title: 'Как работают вакцины', page: 'kak-rabotayut-vakciny' },
      { title: 'Сердце — неутомимый насос', page: 'serdce-nasos' },
      { title: 'Как мозг запоминает', page: 'mozg-i-pamyat' },
      { title: 'Тренажёр: как устроен человек', quiz: 'chelovecheskoe-telo' },
    ],
  },
  {
    slug: 'zelyonaya-planeta',
    title: 'Зелёная планета',
    description: 'Пластик, мусор, леса и пчёлы: экология для тех, кто хочет что-то изменить.',
    image: 'ecology',
    topic: 'living-nature',
    steps: [
      { title: 'Пластик в океане', page: 'plastik-v-okeane' },
      { title: 'Раздельный сбор', page: 'sortirovka-musora' },
      { title: 'Леса — лёгкие планеты?', page: 'lesa-legkie-planety' },
      { title: 'Пчёлы и опыление', page: 'pchely-i-opylenie' },
      { title: 'Тренажёр: экология планеты', quiz: 'ekologiya-planety' },
    ],
  },
];
