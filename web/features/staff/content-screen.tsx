// 'Материалы и новости': the lists with drafts, and the editor (?edit=page:12, page:new, news:5).
import { useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { ContentEditor } from './content-editor.tsx';
import { formatWhen, PAGE_TYPE_LABELS } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';
import { StaffLink } from './staff-nav.tsx';

type PageRows = ApiResponse<'/staff/content/pages'>;
type NewsRows = ApiResponse<'/staff/content/news'>;

const whenOf = (r: PageRows['list'][number] | NewsRows['list'][number]) =>
  'updatedAt' in r ? r.updatedAt : r.publishedAt;

function parseEdit(edit?: string): { kind: 'page' | 'news'; id: number | null } | null {
  const m = /^(page|news):(new|\d+)$/.exec(edit ?? '');
  if (!m) return null;
  return { kind: m[1] as 'page' | 'news', id: m[2] === 'new' ? null : Number(m[2]) };
}

export function ContentScreen({ edit }: { edit?: string }) {
  const [kind, setKind] = useState<'page' | 'news'>('page');
  const [state, setState] = useState('all');
  const target = parseEdit(edit);
  const list = useStaffLoad<PageRows | NewsRows>(
    () =>
      kind === 'page'
        ? apiFetch<ApiResponse<'/staff/content/pages'>>('/staff/content/pages', { query: { state, limit: 50 } })
        : apiFetch<ApiResponse<'/staff/content/news'>>('/staff/content/news', { query: { state, limit: 50 } }),
    [kind, state, edit],
  );
  if (target) return <ContentEditor key={target.kind} kind={target.kind} id={target.id} />;
  return (
    <div>
      <div className="staff-filters">
        <label className="field">
          <span className="field__label">Что</span>
          <select className="field__control" value={kind} onChange={(e) => setKind(e.target.value as 'page' | 'news')}>
            <option value="page">Материалы</option>
            <option value="news">Новости</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">Состояние</span>
          <select className="field__control" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="all">Все</option>
            <option value="draft">Черновики</option>
            <option value="published">Опубликованные</option>
          </select>
        </label>
        <StaffLink search={{ s: 'content', edit: `${kind}:new` }} className="button button--primary button--small">
          {kind === 'page' ? 'Новый материал' : 'Новая новость'}
        </StaffLink>
      </div>
      {list.error && <p role="alert">{list.error}</p>}
      {list.data && list.data.list.length === 0 && <p className="staff-empty">Пока ничего нет.</p>}
      <ul className="staff-list">
        {list.data?.list.map((r) => (
          <li key={r.id} className="staff-card staff-card--row">
            <div>
              <h2 className="staff-card__title">
                <StaffLink search={{ s: 'content', edit: `${kind}:${r.id}` }}>{r.title}</StaffLink>
              </h2>
              <p className="staff-card__meta">
                {'pageTypeId' in r ? `${PAGE_TYPE_LABELS[r.pageTypeId] ?? ''} · ` : ''}
                {r.isPublished ? 'Опубликовано' : 'Черновик'}
                {whenOf(r) && ` · ${formatWhen(whenOf(r))}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
