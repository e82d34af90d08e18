// /profile/device ('На устройстве'): what the site keeps on this device (materials saved offline,
// downloaded courses, contest works waiting to be sent) and the space it uses in all. Read-only:
// each item links to its page, where 'Удалить с устройства' lives; this screen never deletes anything.
import './device-storage.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { formatBytes } from '../../lib/format.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { keptBytes, usePendingWorks } from '../../lib/work-uploads/pending-works.ts';
import { storedItems, type StoredItem } from './stored-items.ts';
import { useDeviceNow, useDeviceQuery } from '../../lib/device-query.ts';

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
  useDeviceNow();
  const rows = useDeviceQuery(async (db) => {
    const ofType = (type: string) => db.cards.where('[type+id]').between([type, -Infinity], [type, Infinity]).toArray();
    return [...(await ofType('offline-page')), ...(await ofType('course-download'))];
  }, []);
  const user = useCurrentUser();
  const kept = usePendingWorks(user ? ownerOf(user) : null).filter((w) => w.state !== 'sent');
  const usage = useTotalUsage(useMemo(() => [rows, kept.length], [rows, kept.length]));
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
  // Works chosen offline wait here until sent; their video is freed once the server has the work.
  const works: StoredItem[] = kept.map((w) => ({
    title: `${w.name} («${w.contestTitle}»)`,
    href: w.formPath,
    bytes: keptBytes(w),
  }));
  return (
    <div className="container page device-storage">
      <p className="device-storage__summary" role="status">
        Сохранено для чтения без сети: {formatBytes(savedBytes)}
        {works.length > 0 && <> · работы, ждущие отправки: {formatBytes(works.reduce((n, w) => n + w.bytes, 0))}</>}
        {usage !== null && <> · всего сайт занимает на устройстве {formatBytes(usage)}</>}
      </p>
      <ItemList
        title="Материалы"
        items={materials}
        empty="Сохрани статью или подкаст кнопкой «Сохранить офлайн», чтобы читать и слушать без сети."
      />
      <ItemList
        title="Курсы"
        items={courses}
        empty="Скачай курс кнопкой «Скачать курс», чтобы проходить его без сети."
      />
      {works.length > 0 && <ItemList title="Работы для конкурсов" items={works} empty="" />}
    </div>
  );
}
