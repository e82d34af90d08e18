// The edit pen of cards and material pages (spec: 'edit pen (edit mode and logged in)'): shown only
// to a signed-in editor or admin, it opens the staff area's editor with this material or news item
// (a plain link: the staff area is a page of its own, web/staff.html).
// The server checks the edit again; the pen only spares others a button they could not use.
import './edit-pen.css';
import { mayEditContent } from '../../../sync/rules/content-editing.ts';
import { useCurrentUser } from '../../lib/session.ts';

export const EDIT_LABEL = 'Редактировать';

const PenIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

export function EditPen({ kind, id, className }: { kind: 'page' | 'news'; id: number; className?: string }) {
  const user = useCurrentUser();
  if (!user || !mayEditContent(user.roles)) return null;
  return (
    <a
      href={`/staff?s=content&edit=${kind}%3A${id}`}
      className={`edit-pen${className ? ` ${className}` : ''}`}
      aria-label={EDIT_LABEL}
      title={EDIT_LABEL}
    >
      <PenIcon />
    </a>
  );
}
