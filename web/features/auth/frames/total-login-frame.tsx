// Total-login: shown after a sign-in when the account has no consent flag (isAgreement);
// the visitor accepts the terms (saved on the server: POST /user/update-profile) or signs out.
import { useState } from 'react';
import { MSG } from '../../../../sync/rules/account-forms.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { messageFor } from '../../../lib/error-messages.ts';
import { saveCurrentUser, signOut } from '../../../lib/session.ts';
import { AGREEMENT_KEY, AgreementCheckbox } from '../auth-common.tsx';
import { acceptAgreement } from '../auth-api.ts';
import type { FrameProps } from '../auth-flow.ts';

export function TotalLoginFrame({ close }: FrameProps) {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <div className="auth__form">
      <p className="popup__text">Чтобы пользоваться сайтом, прими условия пользовательского соглашения.</p>
      <AgreementCheckbox checked={agreed} onChecked={setAgreed} error={error} />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={saving}
        onClick={() => {
          if (!agreed) return setError(MSG.mustAccept);
          setSaving(true);
          acceptAgreement()
            .then(async (user) => {
              localStorage.setItem(AGREEMENT_KEY, '1');
              await saveCurrentUser(user);
              close();
            })
            .catch((e: unknown) => setError(messageFor(e instanceof ApiError ? e : null)))
            .finally(() => setSaving(false));
        }}
      >
        Продолжить
      </button>
      <button type="button" className="button button--quiet button--block" onClick={() => void signOut().then(close)}>
        Выйти
      </button>
    </div>
  );
}
