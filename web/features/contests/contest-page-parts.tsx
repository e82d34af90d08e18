// The pieces every contest page draws alike (the contests' pages and the special contest's landing):
// the loading line, the hero with its actions, and the rules and participation windows.
import type { ComponentProps, ReactNode } from 'react';
import { ContestPopup } from './contest-popup.tsx';
import { ContestRules } from './contest-rules.tsx';
import { ContestStatus } from './contest-status.tsx';
import type { ContestPage, ParticipantInput } from './contests-api.ts';
import { ParticipationPopups } from './participation-popups.tsx';

export function ContestLoading() {
  return (
    <div className="container page" aria-busy="true">
      <div className="skeleton-line" />
    </div>
  );
}

/** The hero (#top): status, title, description, the page's action buttons, and its picture. */
export function ContestHero({
  contest,
  image,
  children,
}: {
  contest: ContestPage;
  image: ReactNode;
  children: ReactNode;
}) {
  return (
    <header id="top" className="contest-page__hero">
      <div>
        <ContestStatus contest={contest} />
        <h1>{contest.title}</h1>
        <p>{contest.description}</p>
        <div className="contest-page__actions">{children}</div>
      </div>
      {image}
    </header>
  );
}

interface ContestPopupsProps {
  /** Which window is open; any other value shows none. */
  popup: string | null;
  contest: ContestPage;
  rules: ComponentProps<typeof ContestRules>;
  busy: boolean;
  error: string | null;
  onSubmit: (input: ParticipantInput) => void;
  onShowRules: () => void;
  onClose: () => void;
}

/** The rules window and the participation request's windows. */
export function ContestPopups({ popup, rules, onClose, ...rest }: ContestPopupsProps) {
  return (
    <>
      {popup === 'rules' && (
        <ContestPopup title="Условия конкурса" onClose={onClose}>
          <ContestRules {...rules} />
        </ContestPopup>
      )}
      <ParticipationPopups popup={popup} onClose={onClose} {...rest} />
    </>
  );
}
