// The register frame: phone (masked), password, confirmation and agreement, each with the
// spec's message under it. A taken phone is reported before any code is sent; then the
// first code goes out and the code frame opens.
import { useState, type FormEvent } from 'react';
import { confirmError, issueOf, MSG, passwordSchema, phoneError } from '../../../../sync/rules/account-forms.ts';
import { PasswordField, PhoneField } from '../../../components/ui/phone-field.tsx';
import { phoneForServer } from '../../../../sync/rules/phone-mask.ts';
import { track } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { MSG_PHONE_TAKEN, messageFor } from '../../../lib/error-messages.ts';
import { phoneExists, sendRegisterCode } from '../auth-api.ts';
import { AgreementCheckbox, FormMessage } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';
import { pendingCodeChannel } from '../code-requests.ts';
import { sendCode } from '../send-code.ts';
import { SsoLink } from '../sso-link.tsx';

type Errors = Partial<Record<'phone' | 'password' | 'confirm' | 'agreement' | 'form', string>>;

export function RegisterFrame({ flow, go }: FrameProps) {
  const [phone, setPhone] = useState(flow.shownLogin ?? '');
  const [password, setPassword] = useState(flow.password ?? '');
  const [confirm, setConfirm] = useState(flow.password ?? '');
  const [agreed, setAgreed] = useState(Boolean(flow.password));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const found: Errors = {};
    const p = phoneError(phone);
    const pw = issueOf(passwordSchema, password);
    const c = confirmError(password, confirm);
    if (p) found.phone = p;
    if (pw) found.password = pw;
    if (c) found.confirm = c;
    if (!agreed) found.agreement = MSG.acceptAgreement;
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    track('registration_click');
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const login = phoneForServer(phone);
    const patch = { login, shownLogin: phone, password };
    setBusy(true);
    try {
      if (await phoneExists(login)) return setErrors({ phone: MSG_PHONE_TAKEN });
      // Coming back to the same phone inside the cooldown (even after a reload): the code
      // already sent is still good.
      const pending = pendingCodeChannel(login);
      if (pending) return go('register-confirm', { ...patch, sendType: pending });
      const sent = await sendCode(login, (sendType) => sendRegisterCode(login, sendType));
      if (sent.ok) go('register-confirm', { ...patch, sendType: sent.sendType });
      else if (sent.message) setErrors({ form: sent.message });
    } catch (err) {
      setErrors({ form: messageFor(err instanceof ApiError ? err : null, 'verify') });
    } finally {
      setBusy(false);
    }
  };

  const clear = (key: keyof Errors) => setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
  return (
    <form className="auth__form" noValidate onSubmit={(e) => void submit(e)}>
      <PhoneField
        label="Телефон"
        value={phone}
        onValue={(v) => {
          setPhone(v);
          clear('phone');
        }}
        error={errors.phone}
        autoFocusFirst
      />
      <PasswordField
        label="Пароль"
        autoComplete="new-password"
        value={password}
        onValue={(v) => {
          setPassword(v);
          clear('password');
        }}
        error={errors.password}
      />
      <PasswordField
        label="Повтори пароль"
        autoComplete="new-password"
        value={confirm}
        onValue={(v) => {
          setConfirm(v);
          clear('confirm');
        }}
        error={errors.confirm}
      />
      <AgreementCheckbox
        checked={agreed}
        onChecked={(v) => {
          setAgreed(v);
          clear('agreement');
        }}
        error={errors.agreement}
      />
      <FormMessage>{errors.form}</FormMessage>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Зарегистрироваться
      </button>
      <p className="auth__switch">
        Уже есть аккаунт?{' '}
        <button type="button" className="link-button" onClick={() => go('login')}>
          Войти
        </button>
      </p>
      <SsoLink />
    </form>
  );
}
