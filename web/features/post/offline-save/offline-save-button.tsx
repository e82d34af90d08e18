// 'Сохранить офлайн' on posts and podcasts: stores the material with its images and audio on
// the device, shows the space it takes, and 'Удалить с устройства' removes it. What the site uses
// on the device in all is on the profile's 'На устройстве' screen (web/features/device-storage).
import './offline-save.css';
import { useState } from 'react';
import { formatBytes, offlineKey, readOffline, type OfflineMaterial } from './offline-store.ts';
import { useDeviceQuery } from '../../../lib/device-query.ts';
import { isOffline } from '../../../lib/reachability.ts';

export function OfflineSaveButton({ material }: { material: OfflineMaterial }) {
  const row = useDeviceQuery(
    (db) => db.cards.get(offlineKey(material.slug)).then((r) => (r ? readOffline(db, material.slug) : null)),
    [material.slug],
  );
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy('saving');
    setError(null);
    try {
      const { saveOffline } = await import('./offline-files.ts');
      await saveOffline(material);
    } catch {
      setError(
        !isOffline()
          ? 'Не удалось сохранить материал. Попробуй ещё раз'
          : 'Нет подключения: сохранить материал можно, когда появится сеть',
      );
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('removing');
    try {
      const { removeOffline } = await import('./offline-files.ts');
      await removeOffline(material.slug);
    } finally {
      setBusy(null);
    }
  };
  // Until the device store answers, the material shows as not saved: the button keeps its place.
  return (
    <div className="offline-save">
      {row ? (
        <>
          <p className="offline-save__state" role="status">
            Сохранено на устройстве · {formatBytes(row.bytes)}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            Удалить с устройства
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy !== null}
          onClick={() => void save()}
        >
          {busy === 'saving' ? 'Сохраняем…' : 'Сохранить офлайн'}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
