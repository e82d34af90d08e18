// The home page, a science magazine's front page: for a guest the hero with the main page's slides;
// for a signed-in pupil their own things first instead (home-mine.tsx: what they left off, their
// courses, their communities' news); then the newest materials by type, the quiz of the day beside upcoming
// events, courses, the recommendation feed, news and projects. Each part reads from the device
// first (offline after one visit) and keeps its size while it loads, so the page does not jump.
import './home.css';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { ContentCard, type ContentCardData } from '../../components/content-card.tsx';
import { idleLazy } from '../../lib/idle-lazy.tsx';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import type { NetworkState } from '../../lib/stored-resource.ts';
import { AllLink } from './all-link.tsx';
import { GuestBanner } from './guest-banner.tsx';
import { HomeCourseCard } from './home-course-card.tsx';
import {
  useCourseSlides,
  useHomeNews,
  useLatestByType,
  useMainPage,
  useQuizOfTheDay,
  useRecommendationFeed,
  type MainPage,
  type SlideCard,
} from './home-data.ts';
import { HomeEvents } from './home-events.tsx';
import { HomeLatest } from './home-latest.tsx';
import { HomeQuiz } from './home-quiz.tsx';
import { HomeRail } from './home-rail.tsx';
import { HomeSections } from './home-sections.tsx';
import { HomeSlides } from './home-slides.tsx';
import { ProjectsSlider } from './projects-slider.tsx';
import { useContinue } from './use-continue.ts';

// A signed-in pupil's own block: off the first load (a first visit is a guest's), loaded at once for a
// pupil; until then the same pending box as while the device reads what to continue.
const HomeMine = idleLazy(() => import('./home-mine.tsx').then((m) => m.HomeMine), {
  now: () => true,
  fallback: <div className="home-mine home-mine--pending" aria-busy="true" />,
});

interface HomePageProps {
  settings: Readonly<Record<string, string | undefined>>;
}

type CardList = { stored: { list: ContentCardData[] } | null | undefined; network: NetworkState };

/** A stored list; undefined while it may still come (placeholders keep its place); empty when it failed. */
function listOf<T>(stored: { list: T[] } | null | undefined, network: NetworkState): T[] | undefined {
  if (stored) return stored.list;
  return stored === null && (network === 'error' || network === 'missing') ? [] : undefined;
}

// Each part reads its own data, so an answer (the network's, then the device's) redraws that part alone, not
// the whole page (issue 17: the home page was drawn about ten times over while its first screen settled).

const CoursesRail = memo(function CoursesRail({ owner }: { owner: string }) {
  const courses = useCourseSlides(owner);
  return (
    <HomeRail
      id="home-courses-title"
      title="Курсы"
      all={<AllLink to="/course" label="Все курсы" />}
      offline={courses.network === 'offline'}
      items={listOf(courses.stored, courses.network)?.map((c) => (
        <HomeCourseCard key={c.id} course={c} />
      ))}
    />
  );
});

/** A rail of material cards from one stored list. */
function CardRail({ id, title, all, list }: { id: string; title: string; all?: ReactNode; list: CardList }) {
  return (
    <HomeRail
      id={id}
      title={title}
      all={all}
      offline={list.network === 'offline'}
      items={listOf(list.stored, list.network)?.map((card) => (
        <ContentCard key={card.id} card={card} />
      ))}
    />
  );
}

const FeedRail = memo(function FeedRail({ owner }: { owner: string }) {
  return <CardRail id="home-feed-title" title="Рекомендуем" list={useRecommendationFeed(owner)} />;
});

const NewsRail = memo(function NewsRail() {
  const all = <AllLink to="/news" label="Все новости" />;
  return <CardRail id="home-news-title" title="Новости" all={all} list={useHomeNews()} />;
});

const LatestPart = memo(function LatestPart({ newest }: { newest: MainPage['postList'] | undefined }) {
  const latest = useLatestByType();
  return <HomeLatest newest={newest} sections={latest.value?.sections} offline={latest.network === 'offline'} />;
});

const QuizPart = memo(function QuizPart({ owner }: { owner: string }) {
  const quiz = useQuizOfTheDay(owner);
  return (
    <HomeQuiz
      quiz={quiz.value ? quiz.value.quiz : quiz.value === null && quiz.network !== 'loading' ? null : undefined}
    />
  );
});

/** `main` is the page's one GET /main-page (the hero reads it too): asked for once, not once per part. */
const HomeBody = memo(function HomeBody({ owner, main }: { owner: string; main: MainPage | null | undefined }) {
  return (
    <>
      <LatestPart newest={main?.postList} />
      <div className="home-pair">
        <QuizPart owner={owner} />
        <HomeEvents events={main?.eventsList} />
      </div>
      <CoursesRail owner={owner} />
      {owner !== 'guest' && <FeedRail owner={owner} />}
      <NewsRail />
      <ProjectsSlider />
      <HomeSections />
    </>
  );
});

/** The hero: the site's name and lead, the two doors and the main page's slides (also the server's first screen). */
export function HomeHero({ settings, slides }: HomePageProps & { slides: SlideCard[] | undefined }) {
  return (
    <section className="hero home-hero" aria-labelledby="hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="hero__kicker">Научно-популярное сообщество</p>
          <h1 id="hero-title" className="hero__title">
            {settings.siteName ?? 'Наука рядом'}
          </h1>
          <p className="hero__lead">
            {settings.siteDescription ?? 'Научно-популярное сообщество для школьников, наставников и родителей'}
          </p>
          <div className="hero__actions">
            <Link to="/catalog" className="button button--accent button--large">
              Смотреть материалы
            </Link>
            <Link to="/course" className="button button--on-dark button--large">
              Выбрать курс
            </Link>
          </div>
        </div>
        <HomeSlides slides={slides} />
      </div>
    </section>
  );
}

export function HomePage({ settings }: HomePageProps) {
  const user = useCurrentUser();
  const owner = user === undefined ? undefined : user ? ownerOf(user) : 'guest';
  const main = useMainPage();
  const left = useContinue(user ? ownerOf(user) : null);
  // The pupil's 'Продолжить' comes from the device in a moment; the sections under it wait for
  // that read, so they are never pushed down once drawn. Those answers mount every section at once:
  // drawn as a background render in short slices, not in one task that blocks a tap (issue 17).
  const shownOwner = useDeferredValue(owner);
  const shownLeft = useDeferredValue(left);
  // A pupil's own block loads apart, and its parts (started courses, communities' news) come from the network on a
  // first visit: the sections under it wait for both, as for the device's read, so nothing under it moves once
  // drawn (CLS 0.17 at 1280 px when the block's rails arrived after the sections).
  const [mineLoaded, setMineLoaded] = useState(false);
  const [mineSettled, setMineSettled] = useState(false);
  useEffect(() => {
    // Code that cannot load (no network, no cached copy) must not hold the page: it draws without the block.
    if (user)
      void HomeMine.preload().then(
        () => setMineLoaded(true),
        (error: unknown) => {
          console.error(error);
          setMineLoaded(true);
          setMineSettled(true);
        },
      );
  }, [user]);
  const mineDrawn = Boolean(user && mineLoaded && shownLeft && shownOwner);
  const ready =
    shownOwner !== undefined && shownLeft !== undefined && (!user || (mineLoaded && (mineSettled || !shownLeft)));
  // Guests (and the moment before the device says who this is, as the server's first screen) get the hero.
  return (
    <>
      {!user && (
        <HomeHero settings={settings} slides={main.value ? main.value.slideList : listOf(main.value, main.network)} />
      )}
      <div className="container home">
        {mineDrawn && shownOwner && shownLeft && user && (
          <HomeMine
            name={user.name}
            owner={shownOwner}
            left={shownLeft}
            hidden={!ready}
            onSettled={() => setMineSettled(true)}
          />
        )}
        {user && !ready && <div className="home-mine home-mine--pending" aria-busy="true" />}
        {ready ? <HomeBody owner={shownOwner} main={main.value} /> : <div className="home__pending" aria-busy="true" />}
        {user === null && <GuestBanner video={settings.registrationVideo} />}
      </div>
    </>
  );
}
