// Password recovery in three steps: the phone, the code (a wrong one says 'Неверный код!'
// and restarts the timer), and the new password with its confirmation. Success signs in,
// closes the modal and shows 'Пароль изменён'.
import { useState, type FormEvent } from 'react';
import { confirmError, issueOf, MSG, passwordSchema, phoneError } from '../../../../sync/rules/account-forms.ts';
import { openPopup } from '../../../components/popups/popup-events.ts';
import { PasswordField, PhoneField } from '../../../components/ui/phone-field.tsx';
import { phoneForServer } from '../../../../sync/rules/phone-mask.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  isLimitError,
  MSG_PASSWORD_CHANGED,
  MSG_WRONG_CODE_RECOVERY,
  messageFor,
} from '../../../lib/error-messages.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { changePassword, checkRecoveryCode, sendRecoveryCode, type CodeSentAnswer } from '../auth-api.ts';
import { CodeRequestForm, FormMessage } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';
import { CodeStep } from '../code-step.tsx';
import { sendCode, showLimitPopup } from '../send-code.ts';

type Step = { n: 1 } | { n: 2; sendType: CodeSentAnswer['sendType'] } | { n: 3; code: string };

export function RecoveryFrame({ flow, close }: FrameProps) {
  const [step, setStep] = useState<Step>({ n: 1 });
  const [phone, setPhone] = useState(flow.shownLogin?.startsWith('+7') ? flow.shownLogin : '');
  const login = phoneForServer(phone);
  const send = async () => {
    const sent = await sendCode(login, () => sendRecoveryCode(login), 'recovery');
    return sent;
  };
  return (
    <>
      <p className="auth__steps">Шаг {step.n} из 3</p>
      {step.n === 1 && (
        <PhoneStep phone={phone} setPhone={setPhone} send={send} onSent={(sendType) => setStep({ n: 2, sendType })} />
      )}
      {step.n === 2 && (
        <CodeStep
          sendType={step.sendType}
          shownLogin={phone}
          restartOnError
          submitLabel="Далее"
          onSubmit={async (code) => {
            try {
              await checkRecoveryCode(login, code);
              setStep({ n: 3, code });
              return null;
            } catch (e) {
              // Too many wrong codes today: the login is locked for recovery (the spec's limit popup).
              if (e instanceof ApiError && isLimitError(e)) {
                showLimitPopup();
                return null;
              }
              return e instanceof ApiError && e.status === 400
                ? MSG_WRONG_CODE_RECOVERY
                : messageFor(e instanceof ApiError ? e : null, 'recovery');
            }
          }}
          onResend={async () => {
            const sent = await send();
            return sent.ok ? sent.sendType : null;
          }}
        />
      )}
      {step.n === 3 && <NewPasswordStep login={login} code={step.code} close={close} />}
    </>
  );
}

function PhoneStep({
  phone,
  setPhone,
  send,
  onSent,
}: {
  phone: string;
  setPhone: (v: string) => void;
  send: () => ReturnType<typeof sendCode>;
  onSent: (t: CodeSentAnswer['sendType']) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = phoneError(phone);
    if (problem) return setError(problem);
    setBusy(true);
    const sent = await send().finally(() => setBusy(false));
    if (sent.ok) onSent(sent.sendType);
    else if (sent.message) setError(sent.message);
  };
  return (
    <CodeRequestForm
      intro="Введи номер телефона, указанный при регистрации. Мы пришлём код для смены пароля."
      Field={PhoneField}
      label="Телефон"
      value={phone}
      onValue={(v) => {
        setPhone(v);
        setError(null);
      }}
      error={error}
      busy={busy}
      onSubmit={submit}
    />
  );
}

function NewPasswordStep({ login, code, close }: { login: string; code: string; close: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: issueOf(passwordSchema, password) ?? undefined,
      confirm: confirmError(password, confirm, MSG.passwordsMustMatch) ?? undefined,
    };
    setErrors(found);
    if (found.password || found.confirm || busy) return;
    setBusy(true);
    try {
      await completeSignIn(await changePassword(login, code, password, confirm));
      close();
      openPopup('response', { title: MSG_PASSWORD_CHANGED, html: '', button: 'Отлично' });
    } catch (err) {
      if (err instanceof ApiError && isLimitError(err)) return showLimitPopup();
      setErrors({ form: messageFor(err instanceof ApiError ? err : null, 'recovery') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="auth__form" noValidate onSubmit={(e) => void submit(e)}>
      <PasswordField
        label="Новый пароль"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoFocusFirst
      />
      <PasswordField
        label="Повтори пароль"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        error={errors.confirm}
      />
      <FormMessage>{errors.form}</FormMessage>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Сохранить пароль
      </button>
    </form>
  );
}
