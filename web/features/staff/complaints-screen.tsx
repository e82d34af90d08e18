// 'Жалобы': comments people complained about, each in its context (the material and the comment
// it answers) with the complaints; hide or restore the comment, dismiss the complaints, or ban its
// author from commenting for some days.
import { useState } from 'react';
import { COMPLAINT_REASON_LABELS, type ComplaintReasonCode } from '../../../sync/rules/social.ts';
import { pluralRu } from '../../lib/format.ts';
import { ReasonField } from './authoring-fields.tsx';
import { formatWhen } from './staff-format.ts';
import { staffApi, type ComplaintGroup } from './staff-api.ts';
import { runAction, useStaffLoad } from './use-staff-load.ts';

const STATES = [
  { id: 'new', label: 'Новые' },
  { id: 'accepted', label: 'Принятые (комментарий скрыт)' },
  { id: 'rejected', label: 'Отклонённые' },
];
const BAN_DAYS = [1, 3, 7, 30];
const reasonLabel = (code: string) => COMPLAINT_REASON_LABELS[code as ComplaintReasonCode] ?? code;

function BanForm({ commentId, onDone }: { commentId: number; onDone: (error: string | null) => void }) {
  const [days, setDays] = useState(7);
  const [reason, setReason] = useState('');
  return (
    <form
      className="staff-inline-form"
      onSubmit={async (e) => {
        e.preventDefault();
        onDone(
          await runAction(
            () => staffApi.banAuthor(commentId, days, reason.trim()),
            () => undefined,
          ),
        );
      }}
    >
      <label className="field">
        <span className="field__label">Срок запрета</span>
        <select className="field__control" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {BAN_DAYS.map((d) => (
            <option key={d} value={d}>
              {`${d} ${pluralRu(d, ['день', 'дня', 'дней'])}`}
            </option>
          ))}
        </select>
      </label>
      <ReasonField label="Причина" value={reason} onValue={setReason} />
      <button type="submit" className="button button--accent button--small" disabled={!reason.trim()}>
        Запретить комментировать
      </button>
    </form>
  );
}

function ComplaintCard({ group, onDone }: { group: ComplaintGroup; onDone: () => void }) {
  const [banning, setBanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { comment } = group;
  const act = async (action: 'hide' | 'restore' | 'dismiss') =>
    setError(await runAction(() => staffApi.commentAction(comment.id, action), onDone));
  return (
    <li className="staff-card">
      <p className="staff-card__meta">
        {group.material ? (
          <>
            К материалу: <a href={group.material.href}>{group.material.title}</a>
          </>
        ) : (
          'Материал удалён'
        )}
      </p>
      {group.parent && (
        <blockquote className="staff-context">
          <span className="staff-card__meta">В ответ на комментарий {group.parent.user.name}:</span>
          <span>{group.parent.text}</span>
        </blockquote>
      )}
      <div className={comment.hidden ? 'staff-comment staff-comment--hidden' : 'staff-comment'}>
        <p className="staff-card__meta">
          {comment.user.name || 'Без имени'}
          {comment.hidden && <span className="staff-badge">Скрыт</span>}
          {comment.authorBannedUntil && (
            <span className="staff-badge staff-badge--warning">
              Не может комментировать до {formatWhen(comment.authorBannedUntil)}
            </span>
          )}
        </p>
        <p className="staff-card__text">{comment.text}</p>
      </div>
      <h3 className="staff-card__subtitle">Жалобы ({group.complaints.length})</h3>
      <ul className="staff-sublist">
        {group.complaints.map((c) => (
          <li key={c.id}>
            <strong>{reasonLabel(c.reason)}</strong> — {c.user.name || 'Без имени'}, {formatWhen(c.createdAt)}
            {c.text && <p className="staff-card__text">{c.text}</p>}
          </li>
        ))}
      </ul>
      <div className="staff-card__actions">
        {comment.hidden ? (
          <button type="button" className="button button--secondary button--small" onClick={() => act('restore')}>
            Вернуть комментарий
          </button>
        ) : (
          <button type="button" className="button button--primary button--small" onClick={() => act('hide')}>
            Скрыть комментарий
          </button>
        )}
        {group.complaints.length > 0 && !comment.hidden && (
          <button type="button" className="button button--quiet button--small" onClick={() => act('dismiss')}>
            Отклонить жалобы
          </button>
        )}
        <button
          type="button"
          className="button button--quiet button--small"
          aria-expanded={banning}
          onClick={() => setBanning((b) => !b)}
        >
          Запретить автору комментировать
        </button>
      </div>
      {banning && <BanForm commentId={comment.id} onDone={(e) => (setError(e), e || (setBanning(false), onDone()))} />}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function ComplaintsScreen() {
  const [state, setState] = useState('new');
  const page = useStaffLoad(() => staffApi.complaints(state), [state]);
  return (
    <div>
      <div className="staff-filters">
        <label className="field">
          <span className="field__label">Жалобы</span>
          <select className="field__control" value={state} onChange={(e) => setState(e.target.value)}>
            {STATES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {page.data && <p className="staff-count">Комментариев: {page.data.total}</p>}
      </div>
      {page.error && <p role="alert">{page.error}</p>}
      {page.data && page.data.list.length === 0 && <p className="staff-empty">Жалоб нет.</p>}
      <ul className="staff-list">
        {page.data?.list.map((g) => (
          <ComplaintCard key={g.comment.id} group={g} onDone={page.reload} />
        ))}
      </ul>
    </div>
  );
}
