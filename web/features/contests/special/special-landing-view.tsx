// The special video contest's landing as drawn: the hero with its actions, the viewer's participation, own works,
// the contest's text, topics, segments, rules and winners. Pure: the landing screen gives it the data, the mentor's
// part and the popups, and the server's first screen (web/ssr/special-contest-pages.tsx) draws it as a guest sees it.
import '../contests.css';
import './special.css';
import type { ReactNode } from 'react';
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import {
  CONTEST_STATUS_COLLECTING,
  CONTEST_STATUSES_OPEN_TO_PARTICIPANTS,
  VIDEO_CONTEST_TOPICS,
} from '../../../../sync/rules/contests.ts';
import { ContestHero } from '../contest-page-parts.tsx';
import { MySpecialWorks } from './my-special-works.tsx';
import { ParticipationState } from './participation-state.tsx';
import type { SpecialContest, SpecialWork, Winner } from './special-api.ts';
import { WinnersList } from './winners-list.tsx';

interface SpecialLandingViewProps {
  contest: SpecialContest;
  offline: boolean;
  /** The viewer's part: 1 a pupil, 3 a mentor, null not taking part (or a guest). */
  userType: 1 | 3 | null;
  signedIn: boolean;
  joinKey: string | undefined;
  myWorks: SpecialWork[];
  winners: Winner[];
  onParticipate: () => void;
  onShowRules: () => void;
  onShowWorks: () => void;
  onAddWork: () => void;
  /** A mentor's part with their pupils (drawn instead of the participation state). */
  mentor?: ReactNode;
  popups?: ReactNode;
}

export function SpecialLandingView(props: SpecialLandingViewProps) {
  const { contest, userType, signedIn, myWorks, onParticipate, onShowRules } = props;
  const open = CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(contest.statusId);
  const collecting = contest.statusId === CONTEST_STATUS_COLLECTING;
  // A pupil has one work on moderation or published at a time; after a rejection they send a new one.
  const workOpen = myWorks.some((w) => w.statusId === 1 || w.statusId === 3);
  return (
    <div className="container page contest-page special-page">
      {props.offline && (
        <p className="offline-note" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      <ContestHero
        contest={contest}
        image={contest.preview && <img src={contest.preview} alt="" width={640} height={360} />}
      >
        {collecting && (userType === 3 || (userType === 1 && !workOpen)) && (
          <SmartLink href="/contests/special/work" className="button button--primary" onClick={props.onAddWork}>
            Загрузить работу
          </SmartLink>
        )}
        {open && userType === null && (
          <button type="button" className="button button--primary" onClick={onParticipate}>
            Участвовать
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={props.onShowWorks}>
          Все работы
        </button>
        <button type="button" className="button button--secondary" onClick={onShowRules}>
          Условия конкурса
        </button>
      </ContestHero>
      <section id="application" aria-labelledby="state-title">
        <h2 id="state-title">Твоё участие</h2>
        {userType === 3 && props.mentor ? (
          props.mentor
        ) : (
          <ParticipationState
            userType={userType}
            signedIn={signedIn}
            joinKey={props.joinKey}
            pupils={undefined}
            open={open}
            onParticipate={onParticipate}
            onPupils={() => undefined}
          />
        )}
      </section>
      <MySpecialWorks works={myWorks} />
      <SafeHtml html={contest.content} />
      <section aria-labelledby="topics-title">
        <h2 id="topics-title">Тематики</h2>
        <p>Видео должно раскрывать одну из тематик. Каждая тематика — отдельная номинация.</p>
        <ul className="topic-grid">
          {VIDEO_CONTEST_TOPICS.map((t) => {
            const [head, rest] = t.split(': ');
            return (
              <li key={t}>
                <strong>{head}</strong>
                <span>{rest}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="segments-title">
        <h2 id="segments-title">Кто участвует</h2>
        <ul className="segment-list">
          {contest.segments.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
          <li>Наставники: учителя и руководители кружков, до 30 учеников у каждого</li>
        </ul>
      </section>
      <section aria-labelledby="rules-title">
        <h2 id="rules-title">Правила</h2>
        <ul className="contest-list">
          <li>Видео не длиннее 3 минут, до 175 МБ, в формате MP4, MOV, WEBM или MPEG.</li>
          <li>Работа появляется среди всех работ после модерации (обычно до 48 часов).</li>
          <li>Зрители оценивают работы по понятности, увлекательности и научности, от 1 до 5.</li>
          <li>Победителей пяти мест объявляет жюри с учётом голосов зрителей.</li>
        </ul>
        <button type="button" className="link-button" onClick={onShowRules}>
          Все условия конкурса
        </button>
      </section>
      <WinnersList winners={props.winners} />
      {props.popups}
    </div>
  );
}
