// /contests/special/work: who may send decides the form (a pupil their own work, a mentor for a
// pupil); anyone else is told how to take part first.
import { SmartLink } from '../../../components/layout/smart-link.tsx';
import type { ContestPage } from '../contests-api.ts';
import { SpecialUploadForm } from './special-upload-form.tsx';
import { useSpecialLanding, useStudents } from './use-special.ts';

export function SpecialUploadScreen({ contestPage }: { contestPage?: ContestPage }) {
  const { owner, contest, participation } = useSpecialLanding();
  const page = contestPage ?? contest.value;
  if (owner === undefined || page === undefined || participation.value === undefined)
    return (
      <div className="container page" aria-busy="true">
        <div className="skeleton-line" />
      </div>
    );
  const userType = participation.value?.exist ? participation.value.userType : null;
  if (!page || owner === 'guest' || userType === null)
    return (
      <div className="container page inline-state">
        <h1>Загрузка работы</h1>
        <p>
          {owner === 'guest'
            ? 'Войди в аккаунт, чтобы отправить работу.'
            : 'Отправить работу могут участники конкурса. Сначала подай заявку на странице конкурса.'}
        </p>
        <SmartLink href="/contests/special" className="button button--primary">
          К конкурсу
        </SmartLink>
      </div>
    );
  return userType === 3 ? (
    <MentorUpload contest={page} owner={owner} />
  ) : (
    <SpecialUploadForm contest={page} mentor={false} students={[]} owner={owner} />
  );
}

function MentorUpload({ contest, owner }: { contest: ContestPage; owner: string }) {
  const { students } = useStudents(owner);
  return <SpecialUploadForm contest={contest} mentor students={students ?? []} owner={owner} />;
}
