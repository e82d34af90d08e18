// The top of the home page for a signed-in pupil, instead of the guests' full-screen hero: a short
// greeting, then their own things first — what they left off ('Продолжить'), the courses they have
// started, and the news of their communities. Each part reads from the device first (offline after
// one visit); a part with nothing to show is left out.
import { Link } from '@tanstack/react-router';
import { memo, useEffect } from 'react';
import { ContentCard } from '../../components/content-card.tsx';
import { AllLink } from './all-link.tsx';
import { useCommunityNews, useCourseSlides } from './home-data.ts';
import { HomeContinue } from './home-continue.tsx';
import { HomeCourseCard } from './home-course-card.tsx';
import { HomeRail } from './home-rail.tsx';
import type { ContinueItems } from './use-continue.ts';

type Courses = ReturnType<typeof useCourseSlides>;
type News = ReturnType<typeof useCommunityNews>;

const MyCourses = memo(function MyCourses({ courses }: { courses: Courses }) {
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

const CommunityNews = memo(function CommunityNews({ news }: { news: News }) {
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

/** Whether a part's rows are known: the device's copy, or the network's answer (or its failure). */
const known = (rows: unknown, network: string) => rows != null || network !== 'loading';

interface HomeMineProps {
  name: string;
  owner: string;
  left: ContinueItems;
  /** Drawn but not shown while its parts are still asked for: the page shows it with the sections under it. */
  hidden: boolean;
  /** Called once every part is known, so the page can show what is under the block without moving it. */
  onSettled: () => void;
}

export function HomeMine({ name, owner, left, hidden, onSettled }: HomeMineProps) {
  const courses = useCourseSlides(owner);
  const news = useCommunityNews(owner);
  const settled = known(courses.stored, courses.network) && known(news.value, news.network);
  // After every commit, not keyed on `settled`: an effect keyed on values a transition changed was once skipped
  // by React (react/react#34556), and the page under the block would have waited for good.
  useEffect(() => {
    if (settled) onSettled();
  });
  return (
    <div className="home-mine" style={hidden ? { display: 'none' } : undefined}>
      <div className="home-mine__head">
        <h1 id="home-mine-title" className="home-mine__title">
          Привет, {name}!
        </h1>
        <Link to="/catalog" className="button button--secondary button--small">
          Смотреть материалы
        </Link>
      </div>
      <HomeContinue items={left} />
      <MyCourses courses={courses} />
      <CommunityNews news={news} />
    </div>
  );
}
