// /contests/special: the special video contest's landing (spec section 2): segments, topic areas,
// rules (at most 3 minutes), the participation form, the viewer's state (guest, not taking part,
// pupil with their join key, mentor with their pupils), own works with statuses, the all-works
// popup and the winners. Everything shown reads offline after one visit.
import { track } from '../../../lib/analytics.ts';
import { requireAuth } from '../../../lib/auth-modal.ts';
import { ContestLoading, ContestPopups } from '../contest-page-parts.tsx';
import type { ParticipantInput } from '../contests-api.ts';
import { AllWorksPopup } from './all-works-popup.tsx';
import { MentorPopup } from './mentor-popup.tsx';
import { useContestPopups } from '../use-contest-popups.ts';
import { ParticipationState } from './participation-state.tsx';
import { joinSpecial } from './special-api.ts';
import { specialMessage } from './special-messages.ts';
import { keys, storeValue, useJoinKey, useSpecialLanding, useStudents } from './use-special.ts';
import { SpecialLandingView } from './special-landing-view.tsx';

type Popup = 'rules' | 'form' | 'done' | 'works' | 'pupils';

export function SpecialLanding() {
  const { owner, contest, participation, winners, myWorks } = useSpecialLanding();
  const { popup, setPopup, close, setError, request, popups } = useContestPopups<Popup>();
  const signedIn = owner !== undefined && owner !== 'guest';
  const userType = participation.value?.exist ? participation.value.userType : null;
  const joinKey = useJoinKey(userType === 1, owner ?? 'pending');

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
    <SpecialLandingView
      contest={page}
      offline={contest.network === 'offline'}
      userType={userType}
      signedIn={signedIn}
      joinKey={joinKey}
      myWorks={myWorks.value?.videoList ?? []}
      winners={winners.value?.list ?? []}
      onParticipate={participate}
      onShowRules={showRules}
      onShowWorks={() => setPopup('works')}
      onAddWork={() => track('add_work_click', { contest_id: page.id })}
      mentor={
        userType === 3 && (
          <MentorState
            owner={owner!}
            popupOpen={popup === 'pupils'}
            onOpen={() => setPopup('pupils')}
            onClose={close}
          />
        )
      }
      popups={
        <>
          {popup === 'works' && <AllWorksPopup nominations={page.nominations} guest={!signedIn} onClose={close} />}
          <ContestPopups
            {...popups}
            contest={page}
            rules={{ kind: 'video', maxSeconds: 180 }}
            onSubmit={submit}
            onShowRules={showRules}
          />
        </>
      }
    />
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
