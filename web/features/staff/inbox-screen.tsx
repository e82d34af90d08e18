// 'Обратная связь': messages from the feedback form and answers to the popup after a like or
// dislike, newest first; filter by kind and state, mark handled or new again. Values are shown as
// text (React escapes them), never as HTML.
import { useState } from 'react';
import { DISLIKE_FEEDBACK_REASONS, LIKE_FEEDBACK_REASONS } from '../../../sync/rules/social.ts';
import { formatWhen } from './staff-format.ts';
import { staffApi, type InboxItem } from './staff-api.ts';
import { runAction, useStaffLoad } from './use-staff-load.ts';

const REASONS: Record<string, string> = { ...LIKE_FEEDBACK_REASONS, ...DISLIKE_FEEDBACK_REASONS };
const TARGET_HREF: Record<string, (id: number) => string> = {
  news: (id) => `/news/${id}`,
  event: (id) => `/event/${id}`,
};

function Body({ item }: { item: InboxItem }) {
  if (item.kind === 'faq' && 'fields' in item && Array.isArray(item.fields))
    return (
      <dl className="staff-fields">
        {(item.fields as { code: string; label: string; value: string }[]).map((f) => (
          <div key={f.code}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    );
  const r = item as InboxItem & {
    feedbackKind?: string;
    reasons?: string[];
    text?: string;
    target?: { type: string; id: number };
  };
  const href = r.target && TARGET_HREF[r.target.type]?.(r.target.id);
  return (
    <div>
      <p className="staff-card__meta">
        {r.feedbackKind === 'like' ? 'После лайка' : 'После дизлайка'}
        {href && (
          <>
            {' '}
            · <a href={href}>к материалу</a>
          </>
        )}
      </p>
      {r.reasons && r.reasons.length > 0 && <p>{r.reasons.map((x) => REASONS[x] ?? x).join(', ')}</p>}
      {r.text && <p className="staff-card__text">{r.text}</p>}
    </div>
  );
}

export function InboxScreen() {
  const [kind, setKind] = useState('');
  const [state, setState] = useState('new');
  const [error, setError] = useState<string | null>(null);
  const page = useStaffLoad(() => staffApi.inbox(kind, state), [kind, state]);
  const mark = async (item: InboxItem, handled: boolean) =>
    setError(await runAction(() => staffApi.setHandled(item.kind, item.id, handled), page.reload));
  return (
    <div>
      <div className="staff-filters">
        <label className="field">
          <span className="field__label">Откуда</span>
          <select className="field__control" value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">Все сообщения</option>
            <option value="faq">Форма обратной связи</option>
            <option value="reaction">Отзывы после лайка</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">Состояние</span>
          <select className="field__control" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="new">Новые</option>
            <option value="handled">Обработанные</option>
            <option value="all">Все</option>
          </select>
        </label>
        {page.data && <p className="staff-count">Всего: {page.data.total}</p>}
      </div>
      {page.error && <p role="alert">{page.error}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {page.data && page.data.list.length === 0 && <p className="staff-empty">Сообщений нет.</p>}
      <ul className="staff-list">
        {page.data?.list.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="staff-card">
            <p className="staff-card__meta">
              {formatWhen(item.createdAt)} · {item.user ? item.user.name || 'Участник' : 'Гость'}
              {'email' in item && item.email ? ` · ${String(item.email)}` : ''}
              {item.handled && <span className="staff-badge">Обработано</span>}
            </p>
            <Body item={item} />
            <div className="staff-card__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => mark(item, !item.handled)}
              >
                {item.handled ? 'Вернуть в новые' : 'Отметить обработанным'}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
