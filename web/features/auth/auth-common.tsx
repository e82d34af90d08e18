// Pieces several frames share: the agreement checkbox, the form-level message, the form that asks
// for a phone or an e-mail to send a code to, and the end of every sign-in (the session is stored; total-login when consent is missing).
import type { FormEvent, ReactNode } from 'react';
import type { PhoneField } from '../../components/ui/phone-field.tsx';
import { CheckboxField } from '../../components/ui/text-field.tsx';
import { completeSignIn, saveCurrentUser } from '../../lib/session.ts';
import { acceptAgreement, type SignInAnswer } from './auth-api.ts';
import type { FrameProps } from './auth-flow.ts';

/** Consent given on this device (the spec's agreement flag stored with the session). */
export const AGREEMENT_KEY = 'isAgreement';

export function AgreementCheckbox({
  checked,
  onChecked,
  error,
}: {
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: string | null;
}) {
  return (
    <CheckboxField checked={checked} onChecked={onChecked} error={error}>
      Я принимаю{' '}
      <a href="/agreement" target="_blank" rel="noopener">
        пользовательское соглашение
      </a>{' '}
      и{' '}
      <a href="/policy" target="_blank" rel="noopener">
        политику конфиденциальности
      </a>
    </CheckboxField>
  );
}

export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="auth__message" role="alert">
      {children}
    </p>
  );
}

interface CodeRequestFormProps {
  intro: ReactNode;
  /** PhoneField or LoginField. */
  Field: typeof PhoneField;
  label: string;
  value: string;
  /** A new value; the caller also clears its error. */
  onValue: (value: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: (e: FormEvent) => Promise<void>;
}

/** The step that asks where to send a code: one field and 'Получить код'. */
export function CodeRequestForm({ intro, Field, label, value, onValue, error, busy, onSubmit }: CodeRequestFormProps) {
  return (
    <form className="auth__form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="popup__text">{intro}</p>
      <Field label={label} value={value} onValue={onValue} error={error} autoFocusFirst />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Получить код
      </button>
    </form>
  );
}

/** Stores the session; asks for consent (total-login) when the account lacks isAgreement. */
export async function finishSignIn(
  answer: SignInAnswer,
  { go, close }: Pick<FrameProps, 'go' | 'close'>,
  agreed: boolean,
): Promise<void> {
  if (agreed) localStorage.setItem(AGREEMENT_KEY, '1');
  const user = await completeSignIn(answer);
  if (user?.isAgreement !== false) return close();
  // Accepted in this frame: record it on the server; if that fails, total-login asks again.
  const saved = agreed ? await acceptAgreement().catch(() => null) : null;
  if (saved) {
    await saveCurrentUser(saved);
    close();
  } else go('total-login');
}
