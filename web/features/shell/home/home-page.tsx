// The home page: hero from settings, the projects slider, doors into each section and
// the banner for logged-out visitors. Material lists arrive with the catalogue.
import { Link } from '@tanstack/react-router';
import { GuestBanner } from '../guest-banner.tsx';
import { HomeSections } from './home-sections.tsx';
import { ProjectsSlider } from './projects-slider.tsx';

interface HomePageProps {
  settings: Readonly<Record<string, string | undefined>>;
  loggedIn: boolean;
}

export function HomePage({ settings, loggedIn }: HomePageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
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
        <div className="hero__art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      </section>
      <div className="container home">
        <ProjectsSlider />
        <HomeSections />
        {!loggedIn && <GuestBanner videoId={settings.registrationVideo} />}
      </div>
    </>
  );
}
