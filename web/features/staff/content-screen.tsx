// 'Материалы и новости': the lists with drafts, and the editor (?edit=page:12, page:new, news:5).
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { AuthoringList, useAuthoringFilters } from './authoring-list.tsx';
import { ContentEditor } from './content-editor.tsx';
import { formatWhen, PAGE_TYPE_LABELS } from './staff-format.ts';
import { useStaffLoad } from './use-staff-load.ts';

type PageRows = ApiResponse<'/staff/content/pages'>;
type NewsRows = ApiResponse<'/staff/content/news'>;
type Row = PageRows['list'][number] | NewsRows['list'][number];

const KINDS = {
  page: { label: 'Материалы', add: 'Новый материал' },
  news: { label: 'Новости', add: 'Новая новость' },
} as const;

const whenOf = (r: Row) => ('updatedAt' in r ? r.updatedAt : r.publishedAt);

export function ContentScreen({ edit }: { edit?: string }) {
  const { target, kind, state, filters } = useAuthoringFilters(edit, KINDS, 'page');
  const list = useStaffLoad<{ list: Row[] }>(
    () =>
      kind === 'page'
        ? apiFetch<ApiResponse<'/staff/content/pages'>>('/staff/content/pages', { query: { state, limit: 50 } })
        : apiFetch<ApiResponse<'/staff/content/news'>>('/staff/content/news', { query: { state, limit: 50 } }),
    [kind, state, edit],
  );
  if (target) return <ContentEditor key={target.kind} kind={target.kind} id={target.id} />;
  return (
    <AuthoringList
      screen="content"
      kinds={KINDS}
      {...filters}
      list={list}
      meta={(r) => (
        <>
          {'pageTypeId' in r && ` · ${PAGE_TYPE_LABELS[r.pageTypeId] ?? ''}`}
          {whenOf(r) && ` · ${formatWhen(whenOf(r))}`}
        </>
      )}
    />
  );
}
