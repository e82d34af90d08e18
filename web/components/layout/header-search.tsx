// The header search: a button opens a query box (already open on /search); submitting
// goes to /search?query=...; Escape closes the box and gives focus back to the button.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon, SearchIcon } from '../ui/icons.tsx';

export function HeaderSearch() {
  const location = useRouterState({ select: (s) => s.location });
  const onSearchPage = location.pathname === '/search';
  const current = typeof location.search.query === 'string' ? location.search.query : '';
  const [open, setOpen] = useState(onSearchPage);
  const [text, setText] = useState(current);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const inputId = useId();

  useEffect(() => {
    if (onSearchPage) {
      setOpen(true);
      setText(current);
    }
  }, [onSearchPage, current]);

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/search', search: { query: text.trim() || undefined } });
  };

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        className="icon-button header__search-toggle"
        aria-label="Поиск"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon />
      </button>
    );
  }
  return (
    <form role="search" className="header-search" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <label htmlFor={inputId} className="visually-hidden">
        Поиск по сайту
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        className="header-search__input"
        placeholder="Найти статьи, курсы, конкурсы"
        value={text}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="icon-button" aria-label="Найти">
        <SearchIcon />
      </button>
      <button type="button" className="icon-button" aria-label="Закрыть поиск" onClick={close}>
        <CloseIcon />
      </button>
    </form>
  );
}
