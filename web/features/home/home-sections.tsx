// Doors into the catalogue areas from the home page (links only; lists come later).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookIcon, CalendarIcon, CapIcon, NewsIcon, PuzzleIcon, TrophyIcon } from '../../components/ui/icons-home.tsx';

const SECTIONS: ReadonlyArray<{
  to: '/catalog' | '/news' | '/event' | '/course' | '/quizzes' | '/contests';
  title: string;
  text: string;
  icon: ReactNode;
  tone: string;
}> = [
  {
    to: '/catalog',
    title: 'Каталог',
    text: 'Статьи, подкасты и видео о науке: почитать, послушать, посмотреть.',
    icon: <BookIcon />,
    tone: 'violet',
  },
  {
    to: '/news',
    title: 'Новости',
    text: 'Открытия, события и истории из мира науки.',
    icon: <NewsIcon />,
    tone: 'blue',
  },
  {
    to: '/event',
    title: 'Мероприятия',
    text: 'Лекции, встречи и фестивали — онлайн и рядом с тобой.',
    icon: <CalendarIcon />,
    tone: 'green',
  },
  {
    to: '/course',
    title: 'Курсы',
    text: 'Пошаговые уроки, после которых остаются знания.',
    icon: <CapIcon />,
    tone: 'orange',
  },
  {
    to: '/quizzes',
    title: 'Тренажеры',
    text: 'Проверь себя: тесты и задачи с мгновенным ответом.',
    icon: <PuzzleIcon />,
    tone: 'pink',
  },
  {
    to: '/contests',
    title: 'Конкурсы',
    text: 'Участвуй, присылай работы и получай призы.',
    icon: <TrophyIcon />,
    tone: 'teal',
  },
];

export function HomeSections() {
  return (
    <section className="home-section" aria-labelledby="sections-title">
      <div className="home-section__head">
        <h2 id="sections-title">Что есть на сайте</h2>
      </div>
      <ul className="section-grid">
        {SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className={`section-tile section-tile--${s.tone}`}>
              <span className="section-tile__icon" aria-hidden="true">
                {s.icon}
              </span>
              <span className="section-tile__title">{s.title}</span>
              <span className="section-tile__text">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
