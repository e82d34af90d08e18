// Moving between the staff area's screens. The area is one address, /staff, whose search names the
// tab (`s`) and the edited item (`edit`); these links and navigations change only that search, inside
// the staff area's own router (app/router.tsx), never the pupil site's.
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface StaffSearch {
  s?: string;
  edit?: string;
}

/** The address of a staff screen: `/staff?s=content&edit=page%3A3`. */
export function staffHref(search: StaffSearch = {}): string {
  const query = new URLSearchParams();
  if (search.s) query.set('s', search.s);
  if (search.edit) query.set('edit', search.edit);
  const q = query.toString();
  return q ? `/staff?${q}` : '/staff';
}

/** Reads the tab and the edited item from an address's search. */
export function readStaffSearch(raw: Record<string, unknown>): StaffSearch {
  return {
    s: typeof raw.s === 'string' ? raw.s : undefined,
    edit: typeof raw.edit === 'string' ? raw.edit : undefined,
  };
}

/** Goes to a staff screen in this tab (`replace`: without a new history entry). */
export function useStaffNavigate(): (to: { search: StaffSearch; replace?: boolean }) => Promise<void> {
  const router = useRouter();
  return ({ search, replace }) => router.navigate({ href: staffHref(search), replace });
}

type StaffLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { search: StaffSearch };

/** A real link to a staff screen; a plain click moves inside the area without reloading it. */
export function StaffLink({ search, onClick, ...rest }: StaffLinkProps) {
  const navigate = useStaffNavigate();
  const href = staffHref(search);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ search });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
