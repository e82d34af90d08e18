// The 'Проекты' disclosure in the header: a button that opens the list of menu projects.
// Escape or a click elsewhere closes it.
import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';
import type { MenuLink } from './shell-data.ts';
import { SmartLink } from './smart-link.tsx';
import { useDismiss } from './use-dismiss.ts';

export function ProjectsSubmenu({ projects }: { projects: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, setOpen, root, button);
  if (projects.length === 0) return null;
  return (
    <li className="nav__item nav__item--sub" ref={root}>
      <button
        ref={button}
        type="button"
        className="nav__link nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Проекты <ChevronDownIcon className={`nav__chevron${open ? ' is-open' : ''}`} />
      </button>
      <ul id={listId} className="submenu" hidden={!open}>
        {/* Two projects may lead to the same address (a section of the site): their place tells them apart. */}
        {projects.map((p, i) => (
          <li key={i}>
            <SmartLink href={p.href} className="submenu__link" onClick={() => setOpen(false)}>
              {p.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
