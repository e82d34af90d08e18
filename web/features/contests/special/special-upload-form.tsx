// Sending a work to the special contest (/contests/special/work, and /contests/work?contest= for
// it): the video is checked in the worker and sent resumably (useWorkUpload), then attached with
// POST /contest-learn-known/upload-video. A pupil sends their own; a mentor picks one of their
// pupils and sees the mentor wording of the form (spec section 5).
import '../contests.css';
import './special.css';
import { useState, type FormEvent } from 'react';
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { WORK_FORM_MESSAGES } from '../../../../sync/rules/contests.ts';
import { MENTOR_WORK_FORM_MESSAGES } from '../../../../sync/rules/special-contest.ts';
import { SPECIAL_WORK_FORM } from '../../../../sync/client/device-schema.ts';
import type { ContestPage } from '../contests-api.ts';
import { VideoFileField } from '../video-file-field.tsx';
import { KEPT_NOTICE, keepFailureMessage, useWorkUpload } from '../use-work-upload.ts';
import { KeptWorks } from '../kept-works.tsx';
import { fetchMyWorks, sendSpecialWork, type Pupil } from './special-api.ts';
import { specialMessage } from './special-messages.ts';
import { keys, storeValue } from './use-special.ts';
import { WorkDetailsFields, WorkSentPopup } from '../work-form-details.tsx';

type Errors = Partial<Record<'file' | 'name' | 'description' | 'nomination' | 'student', string>>;

export function SpecialUploadForm({
  contest,
  mentor,
  students,
  owner,
}: {
  contest: ContestPage;
  mentor: boolean;
  students: Pupil[];
  owner: string;
}) {
  const { state, choose, resume, retry, reset, canKeep, keep, inputKey } = useWorkUpload(180, 'special');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nomination, setNomination] = useState('');
  const [student, setStudent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const loading = state.phase === 'checking' || state.phase === 'uploading';
  const M = mentor ? { ...WORK_FORM_MESSAGES, ...MENTOR_WORK_FORM_MESSAGES } : WORK_FORM_MESSAGES;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (loading || sending) return;
    const found: Errors = {};
    if (state.phase !== 'attached' && !canKeep) found.file = state.phase === 'refused' ? state.message : M.file;
    if (!name.trim()) found.name = M.name;
    if (!description.trim()) found.description = WORK_FORM_MESSAGES.description;
    if (!nomination) found.nomination = WORK_FORM_MESSAGES.nomination;
    if (mentor && !student) found.student = 'Выберите ученика';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = {
      contestId: contest.id,
      name: name.trim(),
      description: description.trim(),
      nominationId: Number(nomination),
      studentId: mentor ? Number(student) : undefined,
    };
    const clear = () => {
      setName('');
      setDescription('');
      setNomination('');
      setStudent('');
    };
    setSending(true);
    setFailure(null);
    setKept(false);
    if (state.phase !== 'attached') {
      // Offline: the work and its video wait on the device; the queue sends them later.
      keep({ ...fields, contestTitle: contest.title, formPath: SPECIAL_WORK_FORM })
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
    sendSpecialWork({ ...fields, uploadId: state.uploadId })
      .then(async () => {
        setSent(true);
        clear();
        reset();
        // The proposal's status is checked again, so the landing shows the new work on moderation.
        await fetchMyWorks().then(
          (v) => storeValue(keys.myWorks(owner), v),
          () => undefined,
        );
      })
      .catch((err: unknown) => setFailure(specialMessage(err)))
      .finally(() => setSending(false));
  };

  return (
    <div className="container page contest-page">
      <SmartLink href="/contests/special">← {contest.title}</SmartLink>
      <h1>{mentor ? 'Работа ученика' : 'Загрузка работы'}</h1>
      <p>Видео до 3 минут на одну из тематик конкурса. После отправки работа уйдёт на модерацию.</p>
      <KeptWorks contestId={contest.id} />
      {kept && (
        <p className="kept-works__notice" role="status">
          {KEPT_NOTICE}
        </p>
      )}
      <form className="contest-form" onSubmit={submit} noValidate>
        {mentor && (
          <SelectField
            label="Ученик"
            value={student}
            onValue={setStudent}
            options={students.map((s) => ({ id: s.id, name: s.name }))}
            error={errors.student}
            placeholder={students.length ? 'Выберите ученика' : 'Сначала добавьте учеников'}
          />
        )}
        <VideoFileField
          id="special-work-video"
          label="Видео (до 3 минут, до 175 МБ)"
          maxSeconds={180}
          state={state}
          inputKey={inputKey}
          error={errors.file}
          onChoose={(file) => void choose(file)}
          onRetry={retry}
          onResume={() => void resume()}
          onClearError={() => setErrors((x) => ({ ...x, file: undefined }))}
        />
        <TextField
          label="Название"
          placeholder={mentor ? MENTOR_WORK_FORM_MESSAGES.namePlaceholder : undefined}
          value={name}
          onValue={setName}
          error={errors.name}
          maxLength={200}
        />
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
