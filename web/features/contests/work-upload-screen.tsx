// /contests/work?contest={id}: the work upload form (spec section 5): the video (checked in a worker,
// sent resumably), name, description and nomination with the spec's messages; sending is skipped
// while any error shows and blocked while the video is loading.
import './contests.css';
import { useEffect, useState } from 'react';
import { messageFor } from '../../lib/error-messages.ts';
import { contestWorkForm } from '../../../sync/client/device-schema.ts';
import { ContestLoading } from './contest-page-parts.tsx';
import { fetchContest, sendWork, type ContestPage } from './contests-api.ts';
import { SpecialUploadScreen } from './special/special-upload-screen.tsx';
import { useWorkForm } from './use-work-form.ts';
import { WorkUploadForm } from './work-upload-form.tsx';

export function WorkUploadScreen({ contestId }: { contestId: number }) {
  const [contest, setContest] = useState<ContestPage | null | 'error'>(null);
  useEffect(() => {
    fetchContest(contestId).then(setContest, () => setContest('error'));
  }, [contestId]);
  if (contest === 'error')
    return (
      <div className="container page inline-state" role="alert">
        <p>Не удалось загрузить конкурс.</p>
      </div>
    );
  if (!contest) return <ContestLoading />;
  // The special contest's works go through its own call (pupils, or mentors for their pupils).
  if (contest.href === '/contests/special') return <SpecialUploadScreen contestPage={contest} />;
  return <WorkForm contest={contest} />;
}

function WorkForm({ contest }: { contest: ContestPage }) {
  const form = useWorkForm({
    contest,
    maxSeconds: contest.contest.maxSeconds,
    slot: `contest-${contest.id}`,
    formPath: contestWorkForm(contest.id),
    send: sendWork,
    failureMessage: (err) => messageFor(err as Error),
  });
  return (
    <WorkUploadForm
      form={form}
      contest={contest}
      backHref={`/contests/${contest.id}`}
      title="Загрузка работы"
      video={{
        id: 'work-video',
        label: `Видео (до ${contest.contest.maxSeconds / 60} минут, до 175 МБ)`,
        maxSeconds: contest.contest.maxSeconds,
      }}
    />
  );
}
