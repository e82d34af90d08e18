// 'Мероприятия, курсы, тренажёры': the lists with drafts and the editor of one item
// (?edit=event:12, course:new, quiz:3).
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { AuthoringList, useAuthoringFilters } from './authoring-list.tsx';
import { CourseEditor } from './course-editor.tsx';
import { EventEditor } from './event-editor.tsx';
import { QuizEditor } from './quiz-editor.tsx';
import { formatWhen } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';

const KINDS = {
  event: { path: '/staff/content/events', label: 'Мероприятия', add: 'Новое мероприятие' },
  course: { path: '/staff/content/courses', label: 'Курсы', add: 'Новый курс' },
  quiz: { path: '/staff/content/quizzes', label: 'Тренажёры', add: 'Новый тренажёр' },
} as const;
type Kind = keyof typeof KINDS;
type Row = ApiResponse<(typeof KINDS)[Kind]['path']>['list'][number];

function Editor({ kind, id }: { kind: Kind; id: number | null }) {
  if (kind === 'event') return <EventEditor id={id} />;
  if (kind === 'course') return <CourseEditor id={id} />;
  return <QuizEditor id={id} />;
}

export function LearningScreen({ edit }: { edit?: string }) {
  const { target, kind, state, filters } = useAuthoringFilters(edit, KINDS, 'event');
  const list = useStaffLoad(
    () =>
      target
        ? Promise.resolve(null)
        : apiFetch<ApiResponse<(typeof KINDS)[Kind]['path']>>(KINDS[kind].path, { query: { state, limit: 50 } }),
    [kind, state, edit],
  );
  if (target) return <Editor key={target.kind} kind={target.kind} id={target.id} />;
  return (
    <AuthoringList
      screen="learning"
      kinds={KINDS}
      {...filters}
      list={list}
      meta={(r: Row) => (
        <>
          {'startAt' in r && r.startAt && ` · ${formatWhen(r.startAt)} (МСК)`}
          {'status' in r && r.status === 'postponed' && ' · отменено'}
        </>
      )}
    />
  );
}
