// /profile/device ('На устройстве'): what the site keeps on this device (materials saved offline,
// downloaded courses) and the space it uses in all. Read-only: each item links to its page, where
// 'Удалить с устройства' lives; this screen never deletes anything itself.
import './device-storage.css';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../lib/format.ts';
import { localDb } from '../../lib/local-db.ts';
import { storedItems, type StoredItem } from './stored-items.ts';

function useTotalUsage(trigger: unknown): number | null {
  const [usage, setUsage] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    void navigator.storage?.estimate?.().then((e) => alive && setUsage(e.usage ?? 0));
    return () => {
      alive = false;
    };
  }, [trigger]);
  return usage;
}

function ItemList({ title, items, empty }: { title: string; items: StoredItem[]; empty: string }) {
  return (
    <section className="device-storage__group" aria-labelledby={`device-${title}`}>
      <h2 id={`device-${title}`} className="device-storage__title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="device-storage__empty">{empty}</p>
      ) : (
        <ul className="device-storage__list">
          {items.map((i) => (
            <li key={i.href} className="device-storage__item">
              <Link to={i.href} className="device-storage__link">
                {i.title}
              </Link>
              <span className="device-storage__size">{formatBytes(i.bytes)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DeviceStorageScreen() {
  const rows = useLiveQuery(async () => {
    const ofType = (type: string) =>
      localDb.cards.where('[type+id]').between([type, -Infinity], [type, Infinity]).toArray();
    return [...(await ofType('offline-page')), ...(await ofType('course-download'))];
  }, []);
  const usage = useTotalUsage(rows);
  if (rows === undefined)
    return (
      <div className="container page">
        <div className="list-skeleton" aria-label="Считаем место на устройстве">
          <span />
          <span />
        </div>
      </div>
    );
  const { materials, courses, savedBytes } = storedItems(rows);
  return (
    <div className="container page device-storage">
      <p className="device-storage__summary" role="status">
        Сохранено для чтения без сети: {formatBytes(savedBytes)}
        {usage !== null && <> · всего сайт занимает на устройстве {formatBytes(usage)}</>}
      </p>
      <ItemList
        title="Материалы"
        items={materials}
        empty="Сохраните статью или подкаст кнопкой «Сохранить офлайн», чтобы читать и слушать без сети."
      />
      <ItemList
        title="Курсы"
        items={courses}
        empty="Скачайте курс кнопкой «Скачать курс», чтобы проходить его без сети."
      />
    </div>
  );
}
