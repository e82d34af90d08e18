// The top of the home page for a signed-in pupil, instead of the guests' full-screen hero: a short
// greeting, then their own things first — what they left off ('Продолжить'), the courses they have
// started, and the news of their communities. Each part reads from the device first (offline after
// one visit); a part with nothing to show is left out.
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { ContentCard } from '../../components/content-card.tsx';
import { AllLink } from './all-link.tsx';
import { useCommunityNews, useCourseSlides } from './home-data.ts';
import { HomeContinue } from './home-continue.tsx';
import { HomeCourseCard } from './home-course-card.tsx';
import { HomeRail } from './home-rail.tsx';
import type { ContinueItems } from './use-continue.ts';

const MyCourses = memo(function MyCourses({ owner }: { owner: string }) {
  const courses = useCourseSlides(owner);
  const started = courses.stored?.list.filter((c) => (c.progress?.completed ?? 0) > 0);
  if (!started?.length) return null;
  return (
    <HomeRail
      id="home-my-courses-title"
      title="Мои курсы"
      all={<AllLink to="/course" label="Все курсы" />}
      offline={courses.network === 'offline'}
      items={started.map((c) => (
        <HomeCourseCard key={c.id} course={c} />
      ))}
    />
  );
});

const CommunityNews = memo(function CommunityNews({ owner }: { owner: string }) {
  const news = useCommunityNews(owner);
  const list = news.value?.list;
  if (!list?.length) return null;
  return (
    <HomeRail
      id="home-community-news-title"
      title="Новости моих сообществ"
      all={<AllLink to="/community/{-$id}" label="Сообщества" />}
      offline={news.network === 'offline'}
      items={list.map((item) => (
        <div key={`${item.community}:${item.id}`} className="home-mine__news">
          <p className="home-mine__community">{item.community}</p>
          <ContentCard card={{ ...item.card, type: { ...item.card.type, id: item.card.type.id ?? undefined } }} />
        </div>
      ))}
    />
  );
});

export function HomeMine({ name, owner, left }: { name: string; owner: string; left: ContinueItems }) {
  return (
    <div className="home-mine">
      <div className="home-mine__head">
        <h1 id="home-mine-title" className="home-mine__title">
          Привет, {name}!
        </h1>
        <Link to="/catalog" className="button button--secondary button--small">
          Смотреть материалы
        </Link>
      </div>
      <HomeContinue items={left} />
      <MyCourses owner={owner} />
      <CommunityNews owner={owner} />
    </div>
  );
}
