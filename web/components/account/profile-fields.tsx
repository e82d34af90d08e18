// The profile's field groups, shared by onboarding (one group per step) and the profile
// editor (all at once): about you, interests, and additional info with the region, city
// and school look-ups (the city stays disabled until a region is chosen).
import { useEffect, useState } from 'react';
import { AutocompleteField, type Option } from '../ui/autocomplete-field.tsx';
import type { AccountOptionSources } from './option-sources.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/text-field.tsx';
import { AGE_MAX, AGE_MIN, INTERESTS_MIN, PRIVILEGED_USER_TYPES } from '../../../sync/rules/account-limits.ts';
import { maskBirthday } from '../../../sync/rules/account-forms.ts';
import { asksParentConsent, type DraftErrors, type ProfileDraft } from './profile-draft.ts';

/** The age range said before the pupil types: the birthday must fall in it. */
const AGE_HINT = `Участвовать можно в возрасте от ${AGE_MIN} до ${AGE_MAX} лет. До 14 лет нужно согласие родителя`;

interface GroupProps {
  sources: AccountOptionSources;
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<ProfileDraft>) => void;
}

function useOptions(load: () => Promise<Option[]>): Option[] | null | 'error' {
  const [options, setOptions] = useState<Option[] | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((list) => live && setOptions(list))
      .catch(() => live && setOptions('error'));
    return () => {
      live = false;
    };
  }, [load]);
  return options;
}

/** A privileged type (blogger, scientist) chosen but not yet granted: staff approve it first. */
function awaitsApproval(d: ProfileDraft): boolean {
  return (PRIVILEGED_USER_TYPES as readonly number[]).includes(Number(d.typeId)) && d.typeId !== d.confirmedTypeId;
}

export function AboutFields({ sources, draft, errors, onChange }: GroupProps) {
  const types = useOptions(sources.userTypes);
  return (
    <>
      <TextField
        label="Имя"
        value={draft.name}
        onValue={(name) => onChange({ name })}
        error={errors.name}
        autoComplete="given-name"
        maxLength={100}
        autoFocusFirst
      />
      <TextField
        label="Фамилия"
        value={draft.lastName}
        onValue={(lastName) => onChange({ lastName })}
        error={errors.lastName}
        autoComplete="family-name"
        maxLength={100}
      />
      <TextField
        label="Дата рождения"
        value={draft.birthday}
        onValue={(t) => onChange({ birthday: maskBirthday(t) })}
        error={errors.birthday}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="ДД.ММ.ГГГГ"
        maxLength={10}
        hint={AGE_HINT}
      />
      {asksParentConsent(draft) && <ParentConsentFields draft={draft} errors={errors} onChange={onChange} />}
      <SelectField
        label="Кто ты"
        value={draft.typeId}
        onValue={(typeId) => onChange({ typeId })}
        options={Array.isArray(types) ? types : []}
        error={errors.typeId ?? (types === 'error' ? 'Не удалось загрузить список. Проверь подключение' : null)}
        hint={
          awaitsApproval(draft)
            ? 'Статус блогера или учёного подтверждает модератор. До проверки заявки профиль сохранится с прежним статусом'
            : undefined
        }
        placeholder="Выбери статус участника"
      />
    </>
  );
}

/** A pupil under 14: the parent's consent (Russian personal-data law), kept with the account. */
function ParentConsentFields({ draft, errors, onChange }: Omit<GroupProps, 'sources'>) {
  return (
    <fieldset className="consent-field">
      <legend className="field__label">Согласие родителя</legend>
      <CheckboxField
        checked={draft.parentConsent}
        onChecked={(parentConsent) => onChange({ parentConsent })}
        error={errors.parentConsent}
      >
        Мой родитель (или законный представитель) согласен, чтобы я участвовал на сайте и сайт хранил мои данные
      </CheckboxField>
      <TextField
        label="Имя родителя"
        value={draft.parentName}
        onValue={(parentName) => onChange({ parentName })}
        error={errors.parentName}
        maxLength={200}
      />
      <TextField
        label="Телефон или e-mail родителя"
        value={draft.parentContact}
        onValue={(parentContact) => onChange({ parentContact })}
        error={errors.parentContact}
        maxLength={200}
      />
    </fieldset>
  );
}

export function InterestsPicker({ sources, draft, onChange }: Omit<GroupProps, 'errors'>) {
  const interests = useOptions(sources.interests);
  const toggle = (id: number) =>
    onChange({
      interests: draft.interests.includes(id) ? draft.interests.filter((x) => x !== id) : [...draft.interests, id],
    });
  if (interests === 'error')
    return (
      <p className="field__error" role="alert">
        Не удалось загрузить интересы. Проверь подключение и попробуй ещё раз
      </p>
    );
  if (interests === null)
    return <div className="chips chips--loading" aria-busy="true" aria-label="Загружаем интересы" />;
  return (
    <fieldset className="chips-field">
      <legend className="field__label">Выбери не меньше {INTERESTS_MIN} интересов</legend>
      <div className="chips">
        {interests.map((i) => (
          <button
            key={i.id}
            type="button"
            className={`chip${draft.interests.includes(i.id) ? ' chip--on' : ''}`}
            aria-pressed={draft.interests.includes(i.id)}
            onClick={() => toggle(i.id)}
          >
            {i.name}
          </button>
        ))}
      </div>
      <p className="field__hint" aria-live="polite">
        Выбрано: {draft.interests.length}
      </p>
    </fieldset>
  );
}

export function ExtraFields({ sources, draft, errors, onChange }: GroupProps) {
  return (
    <>
      <TextAreaField
        label="О себе"
        value={draft.description}
        onValue={(description) => onChange({ description })}
        error={errors.description}
        maxLength={2000}
      />
      <AutocompleteField
        label="Регион"
        value={draft.regionText}
        onText={(regionText) => onChange({ regionText, regionId: null, cityId: null, cityText: '' })}
        onSelect={(o) => onChange({ regionText: o.name, regionId: o.id, cityId: null, cityText: '' })}
        load={(t, s) => sources.regions(t, s)}
        placeholder="Начни вводить название"
      />
      <AutocompleteField
        label="Город"
        value={draft.cityText}
        disabled={draft.regionId === null}
        hint={draft.regionId === null ? 'Сначала выбери регион' : undefined}
        onText={(cityText) => onChange({ cityText, cityId: null })}
        onSelect={(o) => onChange({ cityText: o.name, cityId: o.id })}
        load={(t, s) => (draft.regionId === null ? Promise.resolve([]) : sources.cities(t, draft.regionId, s))}
        placeholder="Начни вводить название"
      />
      <AutocompleteField
        label="Место учёбы или работы"
        value={draft.workOrSchool}
        onText={(workOrSchool) => onChange({ workOrSchool })}
        onSelect={(o) => onChange({ workOrSchool: o.name, newSchool: false })}
        load={(t, s) =>
          draft.cityId === null || draft.newSchool ? Promise.resolve([]) : sources.schools(t, draft.cityId, s)
        }
        placeholder={draft.newSchool ? 'Полное название школы' : 'Школа, вуз или организация'}
        error={errors.workOrSchool}
        hint={draft.newSchool ? 'Мы проверим название и добавим школу в список' : undefined}
      />
      {draft.cityId !== null && (
        <CheckboxField checked={draft.newSchool} onChecked={(newSchool) => onChange({ newSchool })}>
          Моей школы нет в списке
        </CheckboxField>
      )}
    </>
  );
}
