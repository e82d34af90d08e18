// Sending a work to the special contest (/contests/special/work, and /contests/work?contest= for
// it): the video is checked in the worker and sent resumably (useWorkUpload), then attached with
// POST /contest-learn-known/upload-video. A pupil sends their own; a mentor picks one of their
// pupils and sees the mentor wording of the form (spec section 5).
import '../contests.css';
import './special.css';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/text-field.tsx';
import { MENTOR_WORK_FORM_MESSAGES } from '../../../../sync/rules/special-contest.ts';
import { SPECIAL_WORK_FORM } from '../../../../sync/client/device-schema.ts';
import type { ContestPage } from '../contests-api.ts';
import { useWorkForm } from '../use-work-form.ts';
import { WorkUploadForm } from '../work-upload-form.tsx';
import { fetchMyWorks, sendSpecialWork, type Pupil } from './special-api.ts';
import { specialMessage } from './special-messages.ts';
import { keys, storeValue } from './use-special.ts';

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
  const [student, setStudent] = useState('');
  const form = useWorkForm({
    contest,
    maxSeconds: 180,
    slot: 'special',
    formPath: SPECIAL_WORK_FORM,
    messages: mentor ? MENTOR_WORK_FORM_MESSAGES : undefined,
    studentId: mentor ? Number(student) : undefined,
    check: () => (mentor && !student ? { student: 'Выберите ученика' } : {}),
    onClear: () => setStudent(''),
    send: sendSpecialWork,
    // The proposal's status is checked again, so the landing shows the new work on moderation.
    afterSent: () =>
      fetchMyWorks().then(
        (v) => storeValue(keys.myWorks(owner), v),
        () => undefined,
      ),
    failureMessage: specialMessage,
  });
  return (
    <WorkUploadForm
      form={form}
      contest={contest}
      backHref="/contests/special"
      title={mentor ? 'Работа ученика' : 'Загрузка работы'}
      intro={<p>Видео до 3 минут на одну из тематик конкурса. После отправки работа уйдёт на модерацию.</p>}
      video={{ id: 'special-work-video', label: 'Видео (до 3 минут, до 175 МБ)', maxSeconds: 180 }}
      namePlaceholder={mentor ? MENTOR_WORK_FORM_MESSAGES.namePlaceholder : undefined}
    >
      {mentor && (
        <SelectField
          label="Ученик"
          value={student}
          onValue={setStudent}
          options={students.map((s) => ({ id: s.id, name: s.name }))}
          error={form.errors.student}
          placeholder={students.length ? 'Выберите ученика' : 'Сначала добавьте учеников'}
        />
      )}
    </WorkUploadForm>
  );
}
