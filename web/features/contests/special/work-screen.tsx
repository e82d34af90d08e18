// A special-contest work's page (/contests/special/{id}, /contests/work/{id}): the player, the
// description, the nomination, the voting form or the viewer's vote, and other works. A work once
// opened reads offline (its video plays when the network allows).
import '../contests.css';
import './special.css';
import { WorkPlayer } from '../work-video.tsx';
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { WORK_STATUS } from '../../../../sync/rules/contests.ts';
import { VOTE_CRITERIA, VOTE_CRITERIA_LABELS } from '../../../../sync/rules/special-contest.ts';
import { PupilStatus } from './pupil-status.tsx';
import { useAnotherWorks, useOwner, useWork } from './use-special.ts';
import type { Rating, SpecialWork } from './special-api.ts';
import { castVote, useMyVote, type VoteState } from './use-vote.ts';
import { VoteForm } from './vote-form.tsx';
import { votesLabel, WorkCard } from './work-card.tsx';

export function WorkScreen({ id }: { id: number }) {
  const owner = useOwner();
  const user = useCurrentUser();
  const { value: work, network } = useWork(id);
  const vote = useMyVote(owner, id);
  const others = useAnotherWorks(id);
  if (work === undefined || (work === null && network === 'loading'))
    return (
      <div className="container page" aria-busy="true">
        <div className="skeleton-line" />
      </div>
    );
  if (work === null)
    return (
      <div className="container page inline-state" role="alert">
        <h1>Работа участника</h1>
        <p>
          {network === 'offline'
            ? 'Нет подключения. Эта работа ещё не сохранена на устройстве.'
            : 'Работа не найдена или ещё не опубликована.'}
        </p>
        <SmartLink href="/contests/special">К конкурсу</SmartLink>
      </div>
    );
  return (
    <WorkView
      work={work}
      offline={network === 'offline'}
      own={user ? user.id === work.user.id : false}
      signedIn={Boolean(user)}
      vote={vote}
      onVote={async (v) => {
        if (!owner || owner === 'guest') return null;
        await castVote(owner, id, v);
        return null;
      }}
      others={others}
    />
  );
}

interface WorkViewProps {
  work: SpecialWork;
  offline: boolean;
  /** The viewer is its author. */
  own: boolean;
  signedIn: boolean;
  vote: VoteState;
  onVote: (vote: Rating) => Promise<string | null>;
  others: SpecialWork[];
}

/** The work as drawn, also by the server's first screen (web/ssr/special-contest-pages.tsx), as a guest sees it. */
export function WorkView({ work, offline, own, signedIn, vote, onVote, others }: WorkViewProps) {
  const published = work.statusId === WORK_STATUS.accepted;
  return (
    <div className="container page contest-page work-page">
      <SmartLink href="/contests/special">← Видеоконкурс</SmartLink>
      {offline && (
        <p className="offline-note" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      <div className="work-page__layout">
        <div>
          <div className="work-page__player">
            {work.video ? <WorkPlayer video={work.video} label={`Видео: ${work.name}`} /> : <p>Видео недоступно</p>}
          </div>
          <p className="work-card__meta">
            <span>№ {work.id}</span>
            {work.nominationName && <span>Номинация: {work.nominationName}</span>}
          </p>
          <h1>{work.name}</h1>
          <p className="work-page__author">{work.user.name}</p>
          {!published && <PupilStatus statusId={work.statusId} cancelText={work.cancelText} />}
          <p className="work-page__description">{work.description}</p>
          {published && (
            <p className="work-page__rating">
              {votesLabel(work.votesCount)}
              {work.rating &&
                ` · ${VOTE_CRITERIA.map((c) => `${VOTE_CRITERIA_LABELS[c].toLowerCase()} ${work.rating![c].toLocaleString('ru-RU')}`).join(', ')}`}
            </p>
          )}
        </div>
        <aside>
          {published && !own && <VoteForm state={vote} signedIn={signedIn} onVote={onVote} />}
          {own && published && <p className="vote">Это твоя работа: за свои работы голосовать нельзя.</p>}
        </aside>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="others-title">
          <h2 id="others-title">Другие работы</h2>
          <ul className="work-grid">
            {others.map((w) => (
              <li key={w.id}>
                <WorkCard work={w} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
