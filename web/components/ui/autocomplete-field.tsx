// A text field with suggestions (the region, city and school look-ups): requests are
// debounced by 300 ms and the previous one is cancelled; arrows, Enter and Escape work as
// in the ARIA combobox pattern. Free text stays allowed where the caller accepts it.
import { useEffect, useId, useRef, useState } from 'react';
import { describedByOf, FieldNotes } from './text-field.tsx';

const AUTOCOMPLETE_DEBOUNCE_MS = 300;

export interface Option {
  id: number;
  name: string;
}

interface AutocompleteFieldProps {
  label: string;
  value: string;
  onText: (text: string) => void;
  onSelect: (option: Option) => void;
  load: (text: string, signal: AbortSignal) => Promise<Option[]>;
  disabled?: boolean;
  error?: string | null;
  placeholder?: string;
  hint?: string;
}

export function AutocompleteField({
  label,
  value,
  onText,
  onSelect,
  load,
  disabled,
  error,
  placeholder,
  hint,
}: AutocompleteFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (query === null) return;
    const ctrl = new AbortController();
    const timer = window.setTimeout(() => {
      loadRef
        .current(query, ctrl.signal)
        .then((list) => {
          setOptions(list.slice(0, 20));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => setOptions([]));
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [query]);

  const choose = (o: Option) => {
    onSelect(o);
    setOpen(false);
    setQuery(null);
  };
  const expanded = open && options.length > 0 && !disabled;
  const describedBy = describedByOf(id, error, hint);

  return (
    <div className={`field field--combo${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={100}
        onChange={(e) => {
          onText(e.target.value);
          setQuery(e.target.value);
        }}
        onFocus={() => setQuery((q) => q ?? value)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (!expanded) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => (a + 1) % options.length);
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            const o = options[active];
            if (o) choose(o);
          } else if (e.key === 'Escape') {
            e.stopPropagation();
            e.nativeEvent.stopImmediatePropagation();
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" className="combo__list" hidden={!expanded} aria-label={label}>
        {options.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`combo__option${i === active ? ' combo__option--active' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
          >
            {o.name}
          </li>
        ))}
      </ul>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
