// /contests/{id}: the contest with anchors #top, #application and #result, its nominations and rules,
// the participation popup (checked on start when signed in), the author's own works and the results.
import './contests.css';
import { Navigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { SmartLink } from '../../components/layout/smart-link.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { track } from '../../lib/analytics.ts';
import { requireAuth } from '../../lib/auth-modal.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { CONTEST_STATUS_COLLECTING, CONTEST_STATUSES_OPEN_TO_PARTICIPANTS } from '../../../sync/rules/contests.ts';
import { ContestPopup } from './contest-popup.tsx';
import { ContestHero, ContestLoading, ContestPopups } from './contest-page-parts.tsx';
import {
  addParticipant,
  fetchContest,
  fetchResults,
  type ContestPage,
  type ContestResult,
  type ParticipantInput,
} from './contests-api.ts';
import { useContestPopups } from './use-contest-popups.ts';
import { MyWorks } from './my-works.tsx';
import { pictureProps } from '../../lib/picture-props.ts';

type Popup = 'rules' | 'prompt' | 'form' | 'done';

export function ContestScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const [contest, setContest] = useState<ContestPage | null | 'error'>(null);
  const [results, setResults] = useState<ContestResult[]>([]);
  const { popup, setPopup, close, request, popups } = useContestPopups<Popup>();
  const load = useCallback(() => fetchContest(id).then(setContest, () => setContest('error')), [id]);
  useEffect(() => {
    void load();
    void fetchResults(id).then(setResults);
  }, [id, load, user?.id]);
  useEffect(() => {
    if (!contest || contest === 'error') return;
    const hash = window.location.hash.slice(1);
    if (hash) document.getElementById(hash)?.scrollIntoView();
    if (
      hash === 'application' &&
      user &&
      !contest.isTakePart &&
      CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(contest.statusId)
    ) {
      setPopup('prompt');
    }
  }, [contest, user, setPopup]);

  if (contest === 'error') {
    return (
      <div className="container page inline-state" role="alert">
        <p>Не удалось загрузить конкурс. Проверь подключение к интернету.</p>
      </div>
    );
  }
  if (!contest) return <ContestLoading />;
  // The special contest has its own landing (notifications link to /contests/{id}).
  if (contest.href === '/contests/special')
    return <Navigate to="/contests/special" hash={window.location.hash.slice(1)} replace />;
  const open = CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(contest.statusId);
  const participate = () => {
    track('participate_click', { contest_id: id });
    if (!user) return requireAuth();
    setPopup('form');
  };
  const submit = (input: ParticipantInput) =>
    request(
      () =>
        addParticipant(id, input).then(() => {
          setPopup('done');
          void load();
        }),
      (e) => messageFor(e as Error),
    );
  const showRules = () => {
    track('rules_click', { contest_id: id });
    setPopup('rules');
  };

  return (
    <div className="container page contest-page">
      <ContestIntro
        contest={contest}
        open={open}
        onParticipate={participate}
        onShowRules={showRules}
        onAddWork={() => track('add_work_click', { contest_id: id })}
      />
      <section id="application" aria-labelledby="application-title">
        <h2 id="application-title">Участие</h2>
        {contest.isTakePart ? (
          <p>Ты участвуешь в этом конкурсе.</p>
        ) : open ? (
          <p>Заполни заявку, чтобы участвовать.</p>
        ) : (
          <p>Приём заявок закрыт.</p>
        )}
        {contest.nominations.length > 0 && (
          <>
            <h3>Номинации</h3>
            <ul className="contest-list">
              {contest.nominations.map((n) => (
                <li key={n.id}>{n.name}</li>
              ))}
            </ul>
          </>
        )}
        {user && contest.isTakePart && <MyWorks contestId={id} />}
      </section>
      {results.length > 0 && (
        <section id="result" aria-labelledby="result-title">
          <h2 id="result-title">Результаты</h2>
          <ol className="contest-results">
            {results.map((r) => (
              <li key={r.id}>
                <span className="contest-results__place">{r.place}</span>
                <span>
                  {r.name}
                  {r.nominationName ? ` — ${r.nominationName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {popup === 'prompt' && (
        <ContestPopup title="Участие в конкурсе" onClose={close}>
          <p>Чтобы участвовать, заполни данные заявки.</p>
          <div className="contest-page__actions">
            <button type="button" className="button button--primary" onClick={() => setPopup('form')}>
              Хочу участвовать
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Не участвую в конкурсе
            </button>
          </div>
        </ContestPopup>
      )}
      <ContestPopups
        {...popups}
        contest={contest}
        rules={{ kind: contest.contest.kind, maxSeconds: contest.contest.maxSeconds }}
        onSubmit={submit}
        onShowRules={showRules}
      />
    </div>
  );
}

interface ContestIntroProps {
  contest: ContestPage;
  /** Open to new participants. */
  open: boolean;
  onParticipate: () => void;
  onShowRules: () => void;
  onAddWork: () => void;
}

/** The contest's hero and text, also drawn by the server's first screen (web/ssr/item-pages.tsx). */
export function ContestIntro({ contest, open, onParticipate, onShowRules, onAddWork }: ContestIntroProps) {
  return (
    <>
      <ContestHero
        contest={contest}
        image={contest.preview && <img {...pictureProps(contest.preview, { width: 640, height: 360 })} alt="" />}
      >
        {open && !contest.isTakePart && (
          <button type="button" className="button button--primary" onClick={onParticipate}>
            Участвовать
          </button>
        )}
        {contest.isTakePart && contest.statusId === CONTEST_STATUS_COLLECTING && (
          <SmartLink
            href={`/contests/work?contest=${contest.id}`}
            className="button button--primary"
            onClick={onAddWork}
          >
            Загрузить работу
          </SmartLink>
        )}
        <button type="button" className="button button--secondary" onClick={onShowRules}>
          Условия конкурса
        </button>
      </ContestHero>
      <SafeHtml html={contest.content} />
    </>
  );
}
