// /: the hero with the main page's slides and 'Новое на сайте', as the home page draws them for a guest. The
// sections under them (courses, news, projects) come with the app: they are below the first screen.
import { useShellSettings } from '../components/layout/shell-data-context.tsx';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { MainPage, TypeSection } from '../features/home/home-data.ts';
import { HomeLatest } from '../features/home/home-latest.tsx';
import { HomeHero } from '../features/home/home-page.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

function HomeFirstScreen({ main, sections }: { main: MainPage; sections: TypeSection[] | undefined }) {
  return (
    <>
      <HomeHero settings={useShellSettings()} slides={main.slideList} />
      <div className="container home">
        <HomeLatest newest={main.postList} sections={sections} offline={false} />
      </div>
    </>
  );
}

export const homePage: FirstScreenPage = {
  matches: (path, search) => path === '/' && search === '',
  requests: () => ({ main: '/main-page', latest: '/catalog/main' }),
  staticData: () => ({}),
  content(answers) {
    const main = camelizeKeys<MainPage | undefined>(answers.main);
    if (!main || !Array.isArray(main.slideList) || !Array.isArray(main.postList)) return null;
    const sections = camelizeKeys<{ sections?: TypeSection[] } | undefined>(answers.latest)?.sections;
    return <HomeFirstScreen main={main} sections={Array.isArray(sections) ? sections : undefined} />;
  },
};
