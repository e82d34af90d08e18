// Adding to the feed: find a catalogue material by title, or take one of the latest news, and add
// it with one button. Needs the network (the server checks the right to post and duplicates).
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { addToFeed } from './community-api.ts';
import { communityError } from './community-messages.ts';

type Pick = ApiResponse<'/catalog/post'>['list'][number] | ApiResponse<'/event-news/news'>['list'][number];
type Source = 'material' | 'news';

export function FeedPicker({ communityId, onClose }: { communityId: number; onClose: () => void }) {
  const [source, setSource] = useState<Source>('material');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Pick[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request =
        source === 'material'
          ? apiFetch<ApiResponse<'/catalog/post'>>('/catalog/post', {
              query: { search: text.trim() || undefined, limit: 6 },
              signal: controller.signal,
            })
          : apiFetch<ApiResponse<'/event-news/news'>>('/event-news/news', {
              query: { limit: 6 },
              signal: controller.signal,
            });
      request.then((res) => setFound(res.list)).catch((e: unknown) => setMessage(communityError(e)));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, text]);
  const add = async (pick: Pick) => {
    setMessage(null);
    try {
      await addToFeed(communityId, source === 'material' ? { pageId: pick.id } : { newsId: pick.id });
      setMessage(`«${pick.title}» добавлено в ленту`);
    } catch (e) {
      setMessage(communityError(e));
    }
  };
  return (
    <div className="feed-picker card">
      <div className="feed-picker__head">
        <h2>Добавить в ленту</h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Готово
        </button>
      </div>
      <div className="chips" role="group" aria-label="Что добавить">
        <button
          type="button"
          className="chip"
          aria-pressed={source === 'material'}
          onClick={() => setSource('material')}
        >
          Материал
        </button>
        <button type="button" className="chip" aria-pressed={source === 'news'} onClick={() => setSource('news')}>
          Новость
        </button>
      </div>
      {source === 'material' && (
        <input
          className="field__control"
          type="search"
          aria-label="Поиск материала"
          placeholder="Название материала"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      {message && (
        <p className="feed-picker__message" role="status">
          {message}
        </p>
      )}
      <ul className="feed-picker__list">
        {found?.map((p) => (
          <li key={p.id} className="feed-picker__row">
            <span>{p.title}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void add(p)}
              aria-label={`Добавить «${p.title}»`}
            >
              Добавить
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
