// The chat helper's answers ('Помощник', opened by the floating chat button): a search over the site's own FAQ with
// the answers inline. Read from the device first, so the copy kept on the last visit answers offline (and says so);
// the network refreshes it each time the helper opens. Loaded only when the helper opens (web/app/shell-extras.tsx).
import { useDeferredValue, useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { useStoredValue } from '../../lib/stored-resource.ts';
import { FaqQuestion } from './faq-question.tsx';
import { searchFaq } from './faq-search.ts';
import type { FaqItem } from './use-faq.ts';

/** Every question at once: the FAQ is short, and the whole of it is what the device keeps. */
const fetchAll = (signal: AbortSignal) =>
  apiFetch<ApiResponse<'/faq'>>('/faq/', { query: { limit: 100, offset: 0 }, signal });

function Answer({ item, searching }: { item: FaqItem; searching: boolean }) {
  const [open, setOpen] = useState(searching);
  return (
    <li className="faq-helper__item">
      <FaqQuestion
        item={item}
        open={open}
        onToggle={() => setOpen((o) => !o)}
        buttonClass="faq-helper__question"
        answerClass="prose faq-helper__answer"
      />
    </li>
  );
}

export function FaqHelper({ autoFocus }: { autoFocus?: boolean }) {
  const { value, network } = useStoredValue('faq:helper', fetchAll);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const searching = search.trim() !== '';
  const found = value ? searchFaq(value.list, search) : [];
  const inputId = useId();
  return (
    <div className="faq-helper">
      <label htmlFor={inputId} className="visually-hidden">
        Найди ответ
      </label>
      <input
        id={inputId}
        type="search"
        className="field__control faq-helper__search"
        placeholder="Найди ответ: например, баллы"
        autoComplete="off"
        // The helper was opened to search: its field takes the focus.
        autoFocus={autoFocus}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {network === 'offline' && (
        <p className="faq-helper__note" role="status">
          {value
            ? 'Нет подключения: это ответы, сохранённые на устройстве.'
            : 'Нет подключения, а ответы ещё не сохранены на устройстве. Они появятся, когда появится сеть.'}
        </p>
      )}
      {network === 'error' && !value && (
        <p className="faq-helper__note">Не получилось загрузить ответы. Попробуй позже.</p>
      )}
      {value === undefined && network === 'loading' && <p aria-busy="true">Загружаем ответы…</p>}
      {value && (
        <div aria-live="polite" className="faq-helper__results">
          {found.length === 0 ? (
            <p className="faq-helper__note">Такого вопроса пока нет. Напиши нам — ответим.</p>
          ) : (
            <ul className="faq-helper__list" aria-label={searching ? 'Найденные ответы' : 'Частые вопросы'}>
              {found.map((item) => (
                <Answer key={`${item.id}:${searching}`} item={item} searching={searching} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
