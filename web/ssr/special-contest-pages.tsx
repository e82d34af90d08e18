// The first screens of the special video contest: its landing (/contests/special) and a work's page
// (/contests/special/<id>, which the landing's winners and each work's 'other works' link to), drawn by their
// screens' own views as a guest sees them (no participation, no own works, the vote form asking to sign in).
import { camelizeKeys } from '../lib/case-keys.ts';
import { buildQuery } from '../lib/api-client.ts';
import { SpecialLandingView } from '../features/contests/special/special-landing-view.tsx';
import type { SpecialContest, SpecialWork, Winner } from '../features/contests/special/special-api.ts';
import { WorkView } from '../features/contests/special/work-screen.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

const BASE = '/contest-learn-known';
const WORK_PATH = /^\/contests\/special\/(\d{1,9})$/;
const nothing = () => undefined;
const noVote = () => Promise.resolve(null);

const listOf = <T,>(body: unknown): T[] => camelizeKeys<{ list?: T[] } | undefined>(body)?.list ?? [];

export const specialContestPage: FirstScreenPage = {
  matches: (path, search) => path === '/contests/special' && search === '',
  requests: () => ({ contest: BASE, winners: `${BASE}/winners` }),
  staticData: () => ({ title: 'Видеоконкурс', hideHeading: true }),
  content(answers) {
    const contest = camelizeKeys<SpecialContest | undefined>(answers.contest);
    if (!contest || typeof contest.title !== 'string' || !Array.isArray(contest.segments)) return null;
    return (
      <SpecialLandingView
        contest={contest}
        offline={false}
        userType={null}
        signedIn={false}
        joinKey={undefined}
        myWorks={[]}
        winners={listOf<Winner>(answers.winners)}
        onParticipate={nothing}
        onShowRules={nothing}
        onShowWorks={nothing}
        onAddWork={nothing}
      />
    );
  },
};

export const specialWorkPage: FirstScreenPage = {
  matches: (path, search) => search === '' && WORK_PATH.test(path),
  requests(path) {
    const query = buildQuery({ videoId: WORK_PATH.exec(path)?.[1] ?? '' });
    return { work: `${BASE}/video-one${query}`, others: `${BASE}/another-videos${query}` };
  },
  staticData: () => ({ title: 'Работа участника', hideHeading: true }),
  content(answers) {
    const work = camelizeKeys<SpecialWork | undefined>(answers.work);
    if (!work || typeof work.name !== 'string' || !work.user) return null;
    return (
      <WorkView
        work={work}
        offline={false}
        own={false}
        signedIn={false}
        vote={null}
        onVote={noVote}
        others={listOf<SpecialWork>(answers.others)}
      />
    );
  },
};
