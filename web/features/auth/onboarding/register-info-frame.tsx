// Onboarding (register-info) after registration: three steps with a progress indicator —
// about you, at least 3 interests, additional info (skippable). Finishing saves the profile
// (POST /user/update-profile) and opens /profile?edit=true; closing returns home.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountOptionSources, updateProfile } from '../../../lib/account-api.ts';
import {
  aboutErrors,
  aboutUpdate,
  draftFromUser,
  EMPTY_DRAFT,
  extraErrors,
  extraUpdate,
  interestsComplete,
  type DraftErrors,
  type ProfileDraft,
} from '../../../components/account/profile-draft.ts';
import { AboutFields, ExtraFields, InterestsPicker } from '../../../components/account/profile-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { closeAuthModal } from '../../../lib/auth-modal.ts';
import { messageFor } from '../../../lib/error-messages.ts';
import { getCachedUser, saveCurrentUser, useCurrentUser } from '../../../lib/session.ts';
import { INTERESTS_MIN } from '../../../../sync/rules/account-limits.ts';
import { FormMessage } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';

const STEPS = ['О себе', 'Интересы', 'Дополнительно'] as const;

function Progress({ step }: { step: number }) {
  return (
    <div className="progress-steps">
      <p className="progress-steps__label">
        Шаг {step} из {STEPS.length}: {STEPS[step - 1]}
      </p>
      <ol className="progress-steps__bar" aria-hidden="true">
        {STEPS.map((name, i) => (
          <li key={name} className={i < step ? 'is-done' : ''} />
        ))}
      </ol>
    </div>
  );
}

export function RegisterInfoFrame(_props: FrameProps) {
  const user = useCurrentUser();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const current = draft ?? (user ? draftFromUser(user) : user === null ? EMPTY_DRAFT : null);
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  if (!current)
    return (
      <div className="form-skeleton" aria-busy="true">
        <span />
        <span />
        <span />
      </div>
    );
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft({ ...current, ...patch });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const save = async (withExtra: boolean) => {
    setBusy(true);
    setFormError(null);
    try {
      const saved = await updateProfile({
        ...aboutUpdate(current),
        interestList: current.interests,
        ...(withExtra ? extraUpdate(current) : {}),
      });
      if (await getCachedUser()) await saveCurrentUser(saved);
      closeAuthModal();
      void navigate({ to: '/profile', search: { edit: true } });
    } catch (e) {
      setFormError(messageFor(e instanceof ApiError ? e : null));
    } finally {
      setBusy(false);
    }
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (step === 1) {
      const found = aboutErrors(current);
      setErrors(found);
      if (Object.keys(found).length === 0) setStep(2);
    } else if (step === 2) {
      if (interestsComplete(current)) setStep(3);
    } else {
      const found = extraErrors(current);
      setErrors(found);
      if (Object.keys(found).length === 0) void save(true);
    }
  };

  return (
    <form className="auth__form onboarding" noValidate onSubmit={next}>
      <Progress step={step} />
      {step === 1 && <AboutFields sources={accountOptionSources} draft={current} errors={errors} onChange={change} />}
      {step === 2 && <InterestsPicker sources={accountOptionSources} draft={current} onChange={change} />}
      {step === 3 && <ExtraFields sources={accountOptionSources} draft={current} errors={errors} onChange={change} />}
      <FormMessage>{formError}</FormMessage>
      <div className="onboarding__actions">
        {step > 1 && (
          <button type="button" className="button button--quiet" onClick={() => setStep(step - 1)}>
            Назад
          </button>
        )}
        {step === 3 && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void save(false)}>
            Пропустить
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || (step === 2 && !interestsComplete(current))}
        >
          {step === 3 ? 'Готово' : 'Далее'}
        </button>
      </div>
      {step === 2 && !interestsComplete(current) && (
        <p className="field__hint">Нужно выбрать ещё {INTERESTS_MIN - current.interests.length}</p>
      )}
    </form>
  );
}
