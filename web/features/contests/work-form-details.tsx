// The part of a work's upload form that every contest shares (the contests' and the special
// contest's): description, nomination, the form's failure, the submit button, and the popup that
// says the work was sent.
import { SelectField, TextAreaField } from '../../components/ui/text-field.tsx';
import { WORK_SENT } from '../../../sync/rules/contests.ts';
import { ContestPopup } from './contest-popup.tsx';
import type { ContestPage } from './contests-api.ts';

export function WorkDetailsFields(props: {
  description: string;
  onDescription: (value: string) => void;
  nomination: string;
  onNomination: (value: string) => void;
  nominations: ContestPage['nominations'];
  errors: { description?: string; nomination?: string };
  failure: string | null;
  disabled: boolean;
}) {
  return (
    <>
      <TextAreaField
        label="Описание"
        value={props.description}
        onValue={props.onDescription}
        error={props.errors.description}
        maxLength={2000}
      />
      <SelectField
        label="Номинация"
        value={props.nomination}
        onValue={props.onNomination}
        options={props.nominations}
        error={props.errors.nomination}
        placeholder="Выбери номинацию"
      />
      {props.failure && (
        <p className="field__error" role="alert">
          {props.failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={props.disabled}>
        Отправить работу
      </button>
    </>
  );
}

export function WorkSentPopup({ onClose }: { onClose: () => void }) {
  return (
    <ContestPopup title={WORK_SENT.title} onClose={onClose}>
      <p>{WORK_SENT.text}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Хорошо
      </button>
    </ContestPopup>
  );
}
