// The mentor's add-participant-code / my-pupils popup, step by step as the spec's flow (section 4):
// it opens on the list when the mentor has pupils, else on the add form; 'Далее' checks the code
// (an empty code makes no call); 'Ученик найден' with the pupil's card, 'Ок' adds; 'Отлично!
// Ученик успешно добавлен', 'Ок' closes. Deleting: the trash icon, 'Подтвердите удаление ученика'
// naming the pupil, 'Далее' deletes and closes, 'Отмена' returns to the list.
import { useState, type FormEvent } from 'react';
import { TrashIcon } from '../../../components/ui/icons-contest.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MENTOR_MAX_PUPILS, MENTOR_MESSAGES as M } from '../../../../sync/rules/special-contest.ts';
import { ContestPopup } from '../contest-popup.tsx';
import { addPupil, deletePupil, findPupil, type Pupil } from './special-api.ts';
import { specialMessage } from './special-messages.ts';
import { PupilCard } from './pupil-card.tsx';

type Step =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'found'; pupil: Pupil; code: string }
  | { kind: 'added' }
  | { kind: 'confirm'; pupil: Pupil };

export function MentorPopup({
  students,
  offline,
  onChanged,
  onClose,
}: {
  students: Pupil[];
  offline: boolean;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>(students.length > 0 ? { kind: 'list' } : { kind: 'add' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((e: unknown) => setError(specialMessage(e)))
      .finally(() => setBusy(false));
  };
  const check = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed || busy) return;
    if (students.length >= MENTOR_MAX_PUPILS) return setError(`Можно добавить ${M.tooManyPupils}`);
    run(async () => go({ kind: 'found', pupil: await findPupil(typed), code: typed }));
  };
  if (step.kind === 'found')
    return (
      <ContestPopup title={M.pupilFound} onClose={onClose}>
        <PupilCard pupil={step.pupil} withStatus={false} />
        <StepActions
          error={error}
          busy={busy}
          confirm="Ок"
          onConfirm={() =>
            run(async () => {
              await addPupil(step.code);
              await onChanged();
              setCode('');
              go({ kind: 'added' });
            })
          }
          onCancel={() => go({ kind: 'add' })}
        />
      </ContestPopup>
    );
  if (step.kind === 'added')
    return (
      <ContestPopup title={M.pupilAdded} onClose={onClose}>
        <button type="button" className="button button--primary" onClick={onClose}>
          Ок
        </button>
      </ContestPopup>
    );
  if (step.kind === 'confirm')
    return (
      <ContestPopup title={M.confirmDelete} onClose={onClose}>
        <p>
          Удалить ученика <strong>{step.pupil.name}</strong> из вашего списка?
        </p>
        <StepActions
          error={error}
          busy={busy}
          confirm="Далее"
          onConfirm={() =>
            run(async () => {
              await deletePupil(step.pupil.id);
              await onChanged();
              onClose();
            })
          }
          onCancel={() => go({ kind: 'list' })}
        />
      </ContestPopup>
    );
  if (step.kind === 'add')
    return (
      <ContestPopup title="Добавить ученика" onClose={onClose}>
        <form className="contest-form" onSubmit={check} noValidate>
          <p>Попросите ученика открыть страницу конкурса: его код участника показан там. Введите этот код.</p>
          <TextField
            label="Код участника"
            value={code}
            onValue={(v) => {
              setCode(v);
              setError(null);
            }}
            maxLength={16}
            error={error}
          />
          {offline && <p role="status">Нет подключения: проверить код можно, когда появится сеть.</p>}
          <div className="contest-page__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              Далее
            </button>
            {students.length > 0 && (
              <button type="button" className="button button--secondary" onClick={() => go({ kind: 'list' })}>
                Мои ученики
              </button>
            )}
          </div>
        </form>
      </ContestPopup>
    );
  return (
    <ContestPopup title="Мои ученики" onClose={onClose} variant="wide">
      {offline && <p role="status">Нет подключения. Показываем сохранённое на устройстве.</p>}
      <ul className="pupil-list" aria-label="Ученики">
        {students.map((p) => (
          <li key={p.id}>
            <PupilCard
              pupil={p}
              action={
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Удалить ученика ${p.name}`}
                  onClick={() => go({ kind: 'confirm', pupil: p })}
                >
                  <TrashIcon />
                </button>
              }
            />
          </li>
        ))}
      </ul>
      <p className="pupil-list__count">
        Учеников: {students.length} из {MENTOR_MAX_PUPILS}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={students.length >= MENTOR_MAX_PUPILS}
        onClick={() => go({ kind: 'add' })}
      >
        Добавить ученика
      </button>
    </ContestPopup>
  );
}

/** A step's server refusal (if any) above its confirm and 'Отмена' buttons. */
function StepActions(props: {
  error: string | null;
  busy: boolean;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {props.error && (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      )}
      <div className="contest-page__actions">
        <button type="button" className="button button--primary" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          Отмена
        </button>
      </div>
    </>
  );
}
