// The participation request's two windows, the same on every contest page: the form (with the
// server's refusal above it) and the confirmation once the request is accepted.
import { ContestPopup } from './contest-popup.tsx';
import type { ContestPage, ParticipantInput } from './contests-api.ts';
import { ParticipationForm } from './participation-form.tsx';

interface ParticipationPopupsProps {
  /** Which window is open; any other value shows none. */
  popup: string | null;
  contest: ContestPage;
  busy: boolean;
  error: string | null;
  onSubmit: (input: ParticipantInput) => void;
  onShowRules: () => void;
  onClose: () => void;
}

export function ParticipationPopups({
  popup,
  contest,
  busy,
  error,
  onSubmit,
  onShowRules,
  onClose,
}: ParticipationPopupsProps) {
  if (popup === 'form')
    return (
      <ContestPopup title="Заявка на участие" onClose={onClose}>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <ParticipationForm contest={contest} busy={busy} onSubmit={onSubmit} onShowRules={onShowRules} />
      </ContestPopup>
    );
  if (popup === 'done')
    return (
      <ContestPopup title="Заявка принята" onClose={onClose}>
        <p>Ты участвуешь в конкурсе «{contest.title}».</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          Хорошо
        </button>
      </ContestPopup>
    );
  return null;
}
