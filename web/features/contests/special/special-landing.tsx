// /contests/special: the special video contest's landing (spec section 2): segments, topic areas,
// rules (at most 3 minutes), the participation form, the viewer's state (guest, not taking part,
// pupil with their join key, mentor with their pupils), own works with statuses, the all-works
// popup and the winners. Everything shown reads offline after one visit.
import '../contests.css';
import './special.css';
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { track } from '../../../lib/analytics.ts';
import { requireAuth } from '../../../lib/auth-modal.ts';
import {
  CONTEST_STATUS_COLLECTING,
  CONTEST_STATUSES_OPEN_TO_PARTICIPANTS,
  VIDEO_CONTEST_TOPICS,
} from '../../../../sync/rules/contests.ts';
import { ContestHero, ContestLoading, ContestPopups } from '../contest-page-parts.tsx';
import type { ParticipantInput } from '../contests-api.ts';
import { AllWorksPopup } from './all-works-popup.tsx';
import { MentorPopup } from './mentor-popup.tsx';
import { MySpecialWorks } from './my-special-works.tsx';
import { useContestPopups } from '../use-contest-popups.ts';
import { ParticipationState } from './participation-state.tsx';
import { joinSpecial } from './special-api.ts';
import { specialMessage } from './special-messages.ts';
import { keys, storeValue, useJoinKey, useSpecialLanding, useStudents } from './use-special.ts';
import { WinnersList } from './winners-list.tsx';

type Popup = 'rules' | 'form' | 'done' | 'works' | 'pupils';

export function SpecialLanding() {
  const { owner, contest, participation, winners, myWorks } = useSpecialLanding();
  const { popup, setPopup, close, setError, request, popups } = useContestPopups<Popup>();
  const signedIn = owner !== undefined && owner !== 'guest';
  const userType = participation.value?.exist ? participation.value.userType : null;
  const joinKey = useJoinKey(userType === 1, owner ?? 'pending');
  // A pupil has one work on moderation or published at a time; after a rejection they send a new one.
  const workOpen = (myWorks.value?.videoList ?? []).some((w) => w.statusId === 1 || w.statusId === 3);

  const page = contest.value;
  if (page === undefined || (page === null && contest.network === 'loading')) return <ContestLoading />;
  if (page === null)
    return (
      <div className="container page inline-state" role="alert">
        <h1>Видеоконкурс</h1>
        <p>
          {contest.network === 'missing'
            ? 'Конкурс скоро откроется. Загляни сюда позже.'
            : contest.network === 'offline'
              ? 'Нет подключения. Страница конкурса ещё не сохранена на устройстве.'
              : 'Не удалось загрузить конкурс.'}
        </p>
      </div>
    );
  const open = CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(page.statusId);
  const collecting = page.statusId === CONTEST_STATUS_COLLECTING;
  const participate = () => {
    track('participate_click', { contest_id: page.id });
    if (!signedIn) return requireAuth();
    setError(null);
    setPopup('form');
  };
  const submit = (input: ParticipantInput) => {
    const pupil = input.userType === 1;
    request(
      () =>
        joinSpecial({ ...input, parentConsent: pupil, rules: pupil }).then(async (r) => {
          await storeValue(keys.participation(owner!), { exist: true, userType: r.userType });
          setPopup('done');
        }),
      specialMessage,
    );
  };
  const showRules = () => {
    track('rules_click', { contest_id: page.id });
    setPopup('rules');
  };

  return (
    <div className="container page contest-page special-page">
      {contest.network === 'offline' && (
        <p className="offline-note" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      <ContestHero contest={page} image={page.preview && <img src={page.preview} alt="" width={640} height={360} />}>
        {collecting && (userType === 3 || (userType === 1 && !workOpen)) && (
          <SmartLink
            href="/contests/special/work"
            className="button button--primary"
            onClick={() => track('add_work_click', { contest_id: page.id })}
          >
            Загрузить работу
          </SmartLink>
        )}
        {open && userType === null && (
          <button type="button" className="button button--primary" onClick={participate}>
            Участвовать
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => setPopup('works')}>
          Все работы
        </button>
        <button type="button" className="button button--secondary" onClick={showRules}>
          Условия конкурса
        </button>
      </ContestHero>
      <section id="application" aria-labelledby="state-title">
        <h2 id="state-title">Твоё участие</h2>
        {userType === 3 ? (
          <MentorState
            owner={owner!}
            popupOpen={popup === 'pupils'}
            onOpen={() => setPopup('pupils')}
            onClose={close}
          />
        ) : (
          <ParticipationState
            userType={userType}
            signedIn={signedIn}
            joinKey={joinKey}
            pupils={undefined}
            open={open}
            onParticipate={participate}
            onPupils={() => undefined}
          />
        )}
      </section>
      <MySpecialWorks works={myWorks.value?.videoList ?? []} />
      <SafeHtml html={page.content} />
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
          {page.segments.map((s) => (
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
        <button type="button" className="link-button" onClick={showRules}>
          Все условия конкурса
        </button>
      </section>
      <WinnersList winners={winners.value?.list ?? []} />
      {popup === 'works' && <AllWorksPopup nominations={page.nominations} guest={!signedIn} onClose={close} />}
      <ContestPopups
        {...popups}
        contest={page}
        rules={{ kind: 'video', maxSeconds: 180 }}
        onSubmit={submit}
        onShowRules={showRules}
      />
    </div>
  );
}

function MentorState({
  owner,
  popupOpen,
  onOpen,
  onClose,
}: {
  owner: string;
  popupOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { students, network, refresh } = useStudents(owner);
  return (
    <>
      <ParticipationState
        userType={3}
        signedIn
        joinKey={undefined}
        pupils={students?.length}
        open
        onParticipate={() => undefined}
        onPupils={onOpen}
      />
      {popupOpen && students && (
        <MentorPopup students={students} offline={network === 'offline'} onChanged={refresh} onClose={onClose} />
      )}
    </>
  );
}
