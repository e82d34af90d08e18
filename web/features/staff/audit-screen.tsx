// 'Журнал действий' (admins): every staff action, newest first, with the state before and after.
import { useState } from 'react';
import { formatWhen } from './staff-format.ts';
import { staffApi } from './staff-api.ts';
import { useStaffLoad } from './use-staff-load.ts';

const ACTIONS: Record<string, string> = {
  'work.moderate': 'Модерация работы',
  'comment.hide': 'Комментарий скрыт',
  'comment.restore': 'Комментарий возвращён',
  'complaint.dismiss': 'Жалобы отклонены',
  'user.comment_ban': 'Запрет комментировать',
  'user.roles': 'Роли изменены',
  'user.suspend': 'Аккаунт заблокирован',
  'user.unsuspend': 'Аккаунт разблокирован',
  'inbox.handle': 'Обратная связь',
  'type_request.approve': 'Заявка одобрена',
  'type_request.reject': 'Заявка отклонена',
  'page.create': 'Материал создан',
  'page.update': 'Материал изменён',
  'page.publish': 'Публикация материала',
  'news.create': 'Новость создана',
  'news.update': 'Новость изменена',
  'news.publish': 'Публикация новости',
};
const PAGE = 50;
const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

export function AuditScreen() {
  const [offset, setOffset] = useState(0);
  const page = useStaffLoad(() => staffApi.audit(offset), [offset]);
  return (
    <div>
      {page.error && <p role="alert">{page.error}</p>}
      {page.data && page.data.list.length === 0 && <p className="staff-empty">Действий пока не было.</p>}
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption className="visually-hidden">Журнал действий сотрудников</caption>
          <thead>
            <tr>
              <th scope="col">Когда</th>
              <th scope="col">Кто</th>
              <th scope="col">Действие</th>
              <th scope="col">Объект</th>
              <th scope="col">Было</th>
              <th scope="col">Стало</th>
            </tr>
          </thead>
          <tbody>
            {page.data?.list.map((row) => (
              <tr key={row.id}>
                <td>{formatWhen(row.createdAt)}</td>
                <td>{String(row.staffName ?? '') || `№${row.staffId ?? '—'}`}</td>
                <td>{ACTIONS[row.action] ?? row.action}</td>
                <td>
                  {row.targetType} №{row.targetId}
                </td>
                <td className="staff-table__json">{show(row.before)}</td>
                <td className="staff-table__json">{show(row.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.data && (
        <div className="staff-card__actions">
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Новее
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            disabled={offset + PAGE >= page.data.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Старее
          </button>
        </div>
      )}
    </div>
  );
}
