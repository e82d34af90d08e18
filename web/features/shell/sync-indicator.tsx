// The discreet sync indicator of the header: offline state, how many actions wait to be sent,
// actions that keep failing (with 'Повторить' and 'Удалить', so a user is never silently stuck),
// and rejected actions with their Russian message and a way to dismiss them. Renders nothing
// when all is sent and the device is online.
import '../../styles/sync.css';
import { Svg } from '../../components/ui/icons.tsx';
import { messageFor } from '../../lib/error-messages.ts';
import { formatCount } from '../../lib/format.ts';
import type { OutboxRow } from '../../lib/local-db.ts';
import {
  discardAction,
  dismissLostActions,
  dismissRejected,
  dismissSyncNotice,
  retrySync,
  useSyncNotice,
} from '../../lib/sync-client.ts';
import { useSyncStatus } from '../../lib/sync-status.ts';
import { useOnline } from '../../lib/use-online.ts';
import { OfflinePill } from './offline-pill.tsx';

const ACTION_FORMS = ['действие', 'действия', 'действий'] as const;
const STUCK_TEXT = 'Не удаётся отправить, пробуем снова';
const ACTION_LABELS: Record<string, string> = {
  'bookmark-set': 'Избранное',
  'course-step-set': 'Шаг курса',
  'quiz-answer': 'Ответ в тренажере',
  'audio-position-set': 'Место в подкасте',
  'event-form-send': 'Заявка на мероприятие',
  'history-add': 'История просмотров',
  'contest-work-send': 'Работа на конкурс',
};
const labelOf = (row: OutboxRow) => ACTION_LABELS[row.name] ?? 'Действие';

/** A restored server lost acknowledged actions the device no longer held (docs/sync.md). */
function lostText(n: number): string {
  return `Сервер восстановлен из резервной копии: ${formatCount(n, ACTION_FORMS)} не удалось вернуть`;
}

function pendingText(n: number): string {
  return `Ожидает отправки: ${formatCount(n, ACTION_FORMS)}`;
}

const UploadIcon = () => (
  <Svg>
    <path d="M12 16V6M7 11l5-5 5 5M5 20h14" />
  </Svg>
);

export function SyncIndicator() {
  const online = useOnline();
  const { owner, pending, stuck, rejected, lost } = useSyncStatus();
  const notice = useSyncNotice();
  return (
    <div className="sync-indicator" role="status">
      <OfflinePill />
      {pending > 0 && (
        <span className="sync-indicator__pill" title={stuck[0]?.lastError}>
          <UploadIcon />
          <span className="sync-indicator__count" aria-hidden="true">
            {pending}
          </span>
          <span className="sync-indicator__text sync-indicator__text--long">{pendingText(pending)}</span>
          {online && stuck.length > 0 && (
            <span className="sync-indicator__text sync-indicator__text--long">{STUCK_TEXT}</span>
          )}
        </span>
      )}
      {(rejected.length > 0 || notice || lost > 0 || (online && stuck.length > 0)) && (
        <ul className="sync-alerts" aria-label="Несохранённые действия">
          {notice && (
            <li className="sync-alerts__item">
              <p className="sync-alerts__text">{notice}</p>
              <button
                type="button"
                className="sync-alerts__close"
                onClick={dismissSyncNotice}
                aria-label="Скрыть сообщение"
              >
                Скрыть
              </button>
            </li>
          )}
          {owner && lost > 0 && (
            <li className="sync-alerts__item">
              <p className="sync-alerts__text">{lostText(lost)}</p>
              <button
                type="button"
                className="sync-alerts__close"
                onClick={() => void dismissLostActions(owner)}
                aria-label="Скрыть сообщение"
              >
                Скрыть
              </button>
            </li>
          )}
          {owner &&
            online &&
            stuck.map((row) => (
              <li className="sync-alerts__item" key={row.key}>
                <p className="sync-alerts__text">{labelOf(row)}: не удаётся отправить</p>
                <button type="button" className="sync-alerts__action" onClick={() => void retrySync()}>
                  Повторить
                </button>
                <button
                  type="button"
                  className="sync-alerts__action"
                  onClick={() => void discardAction(owner, row.key)}
                >
                  Удалить
                </button>
              </li>
            ))}
          {owner &&
            rejected.map((row) => (
              <li className="sync-alerts__item" key={row.key}>
                <p className="sync-alerts__text">
                  {ACTION_LABELS[row.name] ? `${ACTION_LABELS[row.name]}: ` : ''}
                  {messageFor({ detail: row.lastError, status: 400 })}
                </p>
                <button
                  type="button"
                  className="sync-alerts__close"
                  onClick={() => void dismissRejected(owner, row.key)}
                  aria-label="Скрыть сообщение"
                >
                  Скрыть
                </button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
