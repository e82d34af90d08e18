// The contest participation popup's form (spec sections 4 and 5): region → city → school cascade
// (city disabled until a region is chosen, school until a city; a new region clears both), and for
// students the segment, parent consent and rules, each with the spec's message.
import { useState, type FormEvent } from 'react';
import { REGISTRATION_MESSAGES as M } from '../../../sync/rules/contests.ts';
import { fetchCities, fetchRegions, fetchSchools } from '../../lib/account-api.ts';
import { AutocompleteField } from '../../components/ui/autocomplete-field.tsx';
import { CheckboxField, SelectField } from '../../components/ui/text-field.tsx';
import type { ContestPage, ParticipantInput } from './contests-api.ts';

interface Draft {
  userType: 1 | 3;
  regionId: number | null;
  regionText: string;
  cityId: number | null;
  cityText: string;
  school: string;
  segmentId: string;
  consent: boolean;
  rules: boolean;
}
type Errors = Partial<Record<'region' | 'city' | 'school' | 'segment' | 'parentConsent' | 'rules', string>>;

function validate(d: Draft): Errors {
  const e: Errors = {};
  if (d.regionId === null) e.region = M.region;
  if (d.cityId === null) e.city = M.city;
  if (!d.school.trim()) e.school = M.school;
  if (d.userType === 1) {
    if (!d.segmentId) e.segment = M.segment;
    if (!d.consent) e.parentConsent = M.parentConsent;
    if (!d.rules) e.rules = M.rules;
  }
  return e;
}

export function ParticipationForm({
  contest,
  onSubmit,
  busy,
  onShowRules,
}: {
  contest: ContestPage;
  busy: boolean;
  onSubmit: (input: ParticipantInput) => void;
  onShowRules: () => void;
}) {
  const [d, setD] = useState<Draft>({
    userType: 1,
    regionId: null,
    regionText: '',
    cityId: null,
    cityText: '',
    school: '',
    segmentId: '',
    consent: false,
    rules: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<Draft>) => {
    const next = { ...d, ...patch };
    setD(next);
    if (tried) setErrors(validate(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const found = validate(d);
    setErrors(found);
    if (Object.keys(found).length > 0 || d.regionId === null || d.cityId === null) return;
    onSubmit({
      userType: d.userType,
      workOrSchool: d.school.trim(),
      regionId: d.regionId,
      cityId: d.cityId,
      segmentId: d.userType === 1 ? Number(d.segmentId) : null,
    });
  };
  const clearPlace = { cityId: null, cityText: '', school: '' };
  return (
    <form className="contest-form" onSubmit={submit} noValidate>
      <SelectField
        label="Я участвую как"
        value={String(d.userType)}
        onValue={(v) => change({ userType: v === '3' ? 3 : 1 })}
        options={[
          { id: 1, name: 'Ученик' },
          { id: 3, name: 'Наставник' },
        ]}
        placeholder="Выбери"
      />
      <AutocompleteField
        label="Регион"
        value={d.regionText}
        error={errors.region}
        placeholder="Начни вводить название"
        onText={(regionText) => change({ regionText, regionId: null, ...clearPlace })}
        onSelect={(o) => change({ regionText: o.name, regionId: o.id, ...clearPlace })}
        load={(t, s) => fetchRegions(t, s)}
      />
      <AutocompleteField
        label="Город"
        value={d.cityText}
        error={errors.city}
        disabled={d.regionId === null}
        hint={d.regionId === null ? 'Сначала выбери регион' : undefined}
        placeholder="Начни вводить название"
        onText={(cityText) => change({ cityText, cityId: null, school: '' })}
        onSelect={(o) => change({ cityText: o.name, cityId: o.id, school: '' })}
        load={(t, s) => (d.regionId === null ? Promise.resolve([]) : fetchCities(t, d.regionId, s))}
      />
      <AutocompleteField
        label="Место учёбы или работы"
        value={d.school}
        error={errors.school}
        disabled={d.cityId === null}
        hint={d.cityId === null ? 'Сначала выбери город' : undefined}
        placeholder="Школа, вуз или организация"
        onText={(school) => change({ school })}
        onSelect={(o) => change({ school: o.name })}
        load={(t, s) => (d.cityId === null ? Promise.resolve([]) : fetchSchools(t, d.cityId, s))}
      />
      {d.userType === 1 && (
        <>
          <SelectField
            label="Номинация"
            value={d.segmentId}
            onValue={(segmentId) => change({ segmentId })}
            options={contest.segments}
            error={errors.segment}
            placeholder="Выбери номинацию"
          />
          <CheckboxField checked={d.consent} onChecked={(consent) => change({ consent })} error={errors.parentConsent}>
            Родители (законные представители) согласны на моё участие и обработку персональных данных
          </CheckboxField>
          <CheckboxField checked={d.rules} onChecked={(rules) => change({ rules })} error={errors.rules}>
            Я принимаю{' '}
            <button type="button" className="link-button" onClick={onShowRules}>
              условия конкурса
            </button>
          </CheckboxField>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Участвовать
      </button>
    </form>
  );
}
