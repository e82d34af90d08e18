// /contests/work?contest={id}: the work upload form (spec section 5): the video (checked in a worker,
// sent resumably), name, description and nomination with the spec's messages; sending is skipped
// while any error shows and blocked while the video is loading.
import './contests.css';
import { useEffect, useState, type FormEvent } from 'react';
import { SmartLink } from '../../components/layout/smart-link.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { messageFor } from '../../lib/error-messages.ts';
import { WORK_FORM_MESSAGES as M } from '../../../sync/rules/contests.ts';
import { contestWorkForm } from '../../../sync/client/device-schema.ts';
import { fetchContest, sendWork, type ContestPage } from './contests-api.ts';
import { VideoFileField } from './video-file-field.tsx';
import { KEPT_NOTICE, keepFailureMessage, useWorkUpload } from './use-work-upload.ts';
import { KeptWorks } from './kept-works.tsx';
import { SpecialUploadScreen } from './special/special-upload-screen.tsx';
import { WorkDetailsFields, WorkSentPopup } from './work-form-details.tsx';

type Errors = Partial<Record<'file' | 'name' | 'description' | 'nomination', string>>;

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
  if (!contest)
    return (
      <div className="container page" aria-busy="true">
        <div className="skeleton-line" />
      </div>
    );
  // The special contest's works go through its own call (pupils, or mentors for their pupils).
  if (contest.href === '/contests/special') return <SpecialUploadScreen contestPage={contest} />;
  return <WorkForm contest={contest} />;
}

function WorkForm({ contest }: { contest: ContestPage }) {
  const { state, choose, resume, retry, reset, canKeep, keep, inputKey } = useWorkUpload(
    contest.contest.maxSeconds,
    `contest-${contest.id}`,
  );
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nomination, setNomination] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const loading = state.phase === 'checking' || state.phase === 'uploading';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (loading || sending) return;
    const found: Errors = {};
    if (state.phase !== 'attached' && !canKeep) found.file = state.phase === 'refused' ? state.message : M.file;
    if (!name.trim()) found.name = M.name;
    if (!description.trim()) found.description = M.description;
    if (!nomination) found.nomination = M.nomination;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = { name: name.trim(), description: description.trim(), nominationId: Number(nomination) };
    const clear = () => {
      setName('');
      setDescription('');
      setNomination('');
    };
    setSending(true);
    setFailure(null);
    setKept(false);
    if (state.phase !== 'attached') {
      // Offline: the work and its video wait on the device; the queue sends them later.
      keep({
        ...fields,
        contestId: contest.id,
        contestTitle: contest.title,
        formPath: contestWorkForm(contest.id),
      })
        .then(
          () => {
            setKept(true);
            clear();
          },
          (err: unknown) => setFailure(keepFailureMessage(err)),
        )
        .finally(() => setSending(false));
      return;
    }
    sendWork({ ...fields, contestId: contest.id, uploadId: state.uploadId })
      .then(
        () => {
          setSent(true);
          clear();
          reset();
        },
        (err: unknown) => setFailure(messageFor(err as Error)),
      )
      .finally(() => setSending(false));
  };

  return (
    <div className="container page contest-page">
      <SmartLink href={`/contests/${contest.id}`}>← {contest.title}</SmartLink>
      <h1>Загрузка работы</h1>
      <KeptWorks contestId={contest.id} />
      {kept && (
        <p className="kept-works__notice" role="status">
          {KEPT_NOTICE}
        </p>
      )}
      <form className="contest-form" onSubmit={submit} noValidate>
        <VideoFileField
          id="work-video"
          label={`Видео (до ${contest.contest.maxSeconds / 60} минут, до 175 МБ)`}
          maxSeconds={contest.contest.maxSeconds}
          state={state}
          inputKey={inputKey}
          error={errors.file}
          onChoose={(file) => void choose(file)}
          onRetry={retry}
          onResume={() => void resume()}
          onClearError={() => setErrors((x) => ({ ...x, file: undefined }))}
        />
        <TextField label="Название" value={name} onValue={setName} error={errors.name} maxLength={200} />
        <WorkDetailsFields
          description={description}
          onDescription={setDescription}
          nomination={nomination}
          onNomination={setNomination}
          nominations={contest.nominations}
          errors={errors}
          failure={failure}
          disabled={loading || sending}
        />
      </form>
      {sent && <WorkSentPopup onClose={() => setSent(false)} />}
    </div>
  );
}
