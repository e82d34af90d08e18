// 'Настройки сайта' (admin): social and partner links, the chat-bot, the 'Как устроен сайт' video,
// the support address. An empty link hides its button on the site.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { VIDEO_ADDRESS_ERROR, videoSettingValue } from '../../../sync/rules/video-embed.ts';
import { labelsOf, RecordFields, type FieldDef, type RecordValue } from './record-fields.tsx';
import { staffMessage } from './staff-errors.ts';
import { useStaffLoad } from './use-staff-load.ts';

const GROUPS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Сайт',
    fields: [
      { key: 'siteName', label: 'Название сайта', kind: 'text', required: true },
      { key: 'siteDescription', label: 'Описание сайта', kind: 'textarea' },
      { key: 'supportEmail', label: 'Почта поддержки', kind: 'text' },
      { key: 'copyrightFrom', label: 'Год начала (©)', kind: 'text' },
      { key: 'copyrightTo', label: 'Год окончания (©)', kind: 'text' },
      {
        key: 'agreementVersion',
        label: 'Редакция соглашения (новая попросит всех принять условия снова)',
        kind: 'text',
      },
    ],
  },
  {
    title: 'Социальные сети',
    fields: [
      { key: 'vkUrl', label: 'ВКонтакте', kind: 'url', hint: 'https://vk.com/…' },
      { key: 'telegramUrl', label: 'Telegram', kind: 'url', hint: 'https://t.me/…' },
      { key: 'okUrl', label: 'Одноклассники', kind: 'url', hint: 'https://ok.ru/…' },
    ],
  },
  {
    title: 'Чат-бот',
    fields: [
      { key: 'chatBotTelegram', label: 'Чат-бот в Telegram', kind: 'url' },
      { key: 'chatBotVk', label: 'Чат-бот ВКонтакте', kind: 'url' },
    ],
  },
  {
    title: 'Партнёры и видео',
    fields: [
      { key: 'partnerAtomicLessonUrl', label: 'Партнёр: «Атомный урок»', kind: 'url' },
      { key: 'partnerIcebreakerUrl', label: 'Партнёр: «Ледокол знаний»', kind: 'url' },
      {
        key: 'registrationVideo',
        label: 'Видео «Как устроен сайт»',
        kind: 'url',
        hint: 'Ссылка на видео YouTube, VK Видео или Rutube (или код видео YouTube)',
      },
    ],
  },
];
const LABELS = labelsOf(GROUPS.flatMap((g) => g.fields));

export function SettingsScreen() {
  const loaded = useStaffLoad(() => apiFetch<ApiResponse<'/staff/settings'>>('/staff/settings'), []);
  const [value, setValue] = useState<RecordValue>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (loaded.data) setValue(loaded.data.values);
  }, [loaded.data]);
  if (loaded.error) return <p role="alert">{loaded.error}</p>;
  if (!loaded.data) return <p aria-busy="true">Загрузка…</p>;
  const save = async () => {
    setStatus(null);
    setError(null);
    // The server checks it too (api/features/staff/settings-routes.ts); here it is said before sending.
    const video = value.registrationVideo;
    if (typeof video === 'string' && videoSettingValue(video) === null)
      return setError(`${LABELS.registrationVideo ?? 'Видео'}: ${VIDEO_ADDRESS_ERROR}`);
    try {
      const res = await apiFetch<ApiResponse<'/staff/settings', 'put'>>('/staff/settings', {
        method: 'PUT',
        body: { values: value },
      });
      setValue(res.values);
      setStatus('Настройки сохранены');
    } catch (e) {
      setError(staffMessage(e, LABELS));
    }
  };
  return (
    <form className="staff-editor" aria-label="Настройки сайта" onSubmit={(e) => (e.preventDefault(), void save())}>
      {GROUPS.map((g) => (
        <fieldset key={g.title} className="staff-fieldset">
          <legend className="staff-card__subtitle">{g.title}</legend>
          <RecordFields fields={g.fields} value={value} onChange={(v) => (setValue(v), setStatus(null))} />
        </fieldset>
      ))}
      <div className="staff-editor__actions">
        <button type="submit" className="button button--primary">
          Сохранить
        </button>
        {status && (
          <span role="status" className="staff-status">
            {status}
          </span>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
