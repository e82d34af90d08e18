// 'Мероприятия, курсы, тренажёры': the lists with drafts and the editor of one item
// (?edit=event:12, course:new, quiz:3).
import { useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { CourseEditor } from './course-editor.tsx';
import { EventEditor } from './event-editor.tsx';
import { QuizEditor } from './quiz-editor.tsx';
import { formatWhen } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { StaffLink } from './staff-nav.tsx';

const KINDS = {
  event: { path: '/staff/content/events', label: 'Мероприятия', add: 'Новое мероприятие' },
  course: { path: '/staff/content/courses', label: 'Курсы', add: 'Новый курс' },
  quiz: { path: '/staff/content/quizzes', label: 'Тренажёры', add: 'Новый тренажёр' },
} as const;
type Kind = keyof typeof KINDS;

function parseEdit(edit?: string): { kind: Kind; id: number | null } | null {
  const m = /^(event|course|quiz):(new|\d+)$/.exec(edit ?? '');
  if (!m) return null;
  return { kind: m[1] as Kind, id: m[2] === 'new' ? null : Number(m[2]) };
}

function Editor({ kind, id }: { kind: Kind; id: number | null }) {
  if (kind === 'event') return <EventEditor id={id} />;
  if (kind === 'course') return <CourseEditor id={id} />;
  return <QuizEditor id={id} />;
}

export function LearningScreen({ edit }: { edit?: string }) {
  const [kind, setKind] = useState<Kind>('event');
  const [state, setState] = useState('all');
  const ids = { kind: useId(), state: useId() };
  const target = parseEdit(edit);
  const list = useStaffLoad(
    () =>
      target
        ? Promise.resolve(null)
        : apiFetch<ApiResponse<(typeof KINDS)[Kind]['path']>>(KINDS[kind].path, { query: { state, limit: 50 } }),
    [kind, state, edit],
  );
  if (target) return <Editor key={target.kind} kind={target.kind} id={target.id} />;
  return (
    <div>
      <div className="staff-filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.kind}>
            Что
          </label>
          <select
            id={ids.kind}
            className="field__control"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            {Object.entries(KINDS).map(([k, v]) => (
              <option key={k} value={k}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.state}>
            Состояние
          </label>
          <select id={ids.state} className="field__control" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="all">Все</option>
            <option value="draft">Черновики</option>
            <option value="published">Опубликованные</option>
          </select>
        </div>
        <StaffLink search={{ s: 'learning', edit: `${kind}:new` }} className="button button--primary button--small">
          {KINDS[kind].add}
        </StaffLink>
      </div>
      {list.error && <p role="alert">{list.error}</p>}
      {list.data && list.data.list.length === 0 && <p className="staff-empty">Пока ничего нет.</p>}
      <ul className="staff-list">
        {list.data?.list.map((r) => (
          <li key={r.id} className="staff-card staff-card--row">
            <div>
              <h2 className="staff-card__title">
                <StaffLink search={{ s: 'learning', edit: `${kind}:${r.id}` }}>{r.title}</StaffLink>
              </h2>
              <p className="staff-card__meta">
                {r.isPublished ? 'Опубликовано' : 'Черновик'}
                {'startAt' in r && r.startAt && ` · ${formatWhen(r.startAt)} (МСК)`}
                {'status' in r && r.status === 'postponed' && ' · отменено'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
