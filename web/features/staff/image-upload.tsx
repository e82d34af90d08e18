// 'Загрузить картинку' beside an image address: the file goes to the server, which stores it as
// WebP at several widths; the address of the 960 px variant fills the field.
import { useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { messageFor } from '../../lib/error-messages.ts';

const MAX_BYTES = 15 * 1024 * 1024;
const DETAILS: Record<number, string> = {
  413: 'Файл больше 15 МБ',
  415: 'Это не картинка: подойдут JPEG, PNG, WebP, GIF или AVIF',
};

export function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const id = useId();
  const [state, setState] = useState<string | null>(null);
  return (
    <div className="staff-upload">
      <label className="button button--quiet button--small staff-upload__button" htmlFor={id}>
        Загрузить картинку
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-label={`Загрузить картинку: ${label}`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_BYTES) return setState(DETAILS[413]!);
          setState('Загружаем…');
          const form = new FormData();
          form.append('file', file);
          try {
            const res = await apiFetch<ApiResponse<'/staff/content/images', 'post'>>('/staff/content/images', {
              method: 'POST',
              body: form,
            });
            onUploaded(res.url);
            setState(null);
          } catch (err) {
            const status = (err as { status?: number }).status ?? 0;
            setState(DETAILS[status] ?? messageFor(err as Parameters<typeof messageFor>[0]));
          }
        }}
      />
      {state && (
        <span className="staff-card__meta" role="status">
          {state}
        </span>
      )}
    </div>
  );
}
