// Editing the own profile (/profile?edit=true): the fields of spec section 3 with the same
// rules and look-ups as onboarding; saved with POST /user/update-profile.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { accountOptionSources, updateProfile } from '../../lib/account-api.ts';
import {
  aboutErrors,
  aboutUpdate,
  draftFromUser,
  extraErrors,
  extraUpdate,
  interestsComplete,
  type DraftErrors,
  type ProfileDraft,
} from '../../components/account/profile-draft.ts';
import { AboutFields, ExtraFields, InterestsPicker } from '../../components/account/profile-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { saveCurrentUser, type CurrentUser } from '../../lib/session.ts';

export function ProfileEditor({ user }: { user: CurrentUser }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromUser(user));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { ...aboutErrors(draft), ...extraErrors(draft) };
    setErrors(found);
    const interestsOk = interestsComplete(draft);
    setFormError(interestsOk ? null : 'Выбери не меньше 3 интересов');
    if (Object.keys(found).length || !interestsOk || busy) return;
    setBusy(true);
    try {
      await saveCurrentUser(
        await updateProfile({ ...aboutUpdate(draft), interestList: draft.interests, ...extraUpdate(draft) }),
      );
      void navigate({ to: '/profile', search: {} });
    } catch (err) {
      setFormError(messageFor(err instanceof ApiError ? err : null));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="card profile-edit"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="profile-edit-title"
    >
      <h1 id="profile-edit-title" className="profile__name">
        Редактирование профиля
      </h1>
      <div className="profile-edit__grid">
        <div>
          <AboutFields sources={accountOptionSources} draft={draft} errors={errors} onChange={change} />
        </div>
        <div>
          <ExtraFields sources={accountOptionSources} draft={draft} errors={errors} onChange={change} />
        </div>
      </div>
      <InterestsPicker sources={accountOptionSources} draft={draft} onChange={change} />
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="profile-edit__actions">
        <Link to="/profile" search={{}} className="button button--quiet">
          Отмена
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          Сохранить
        </button>
      </div>
    </form>
  );
}
