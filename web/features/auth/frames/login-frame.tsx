// The login frame: phone or e-mail and password. A phone is first checked to exist (GET
// /auth/exist), then the password is sent. The terms are accepted once, at registration (and
// again only when they change: total-login asks then), never at every sign-in (issue 42). Social buttons, 'Забыли пароль?' and
// 'Создать аккаунт'; a link to the development sign-in while the server has it on.
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { LoginField, PasswordField } from '../../../components/ui/phone-field.tsx';
import { MSG, loginValue } from '../../../../sync/rules/account-forms.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { MSG_PHONE_NOT_FOUND, messageFor } from '../../../lib/error-messages.ts';
import { login, phoneExists } from '../auth-api.ts';
import { finishSignIn, FormMessage } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';
import { useDevAuthEnabled } from '../dev-auth-status.ts';
import { SocialButtons } from '../social-buttons.tsx';

export function LoginFrame({ go, close, flow }: FrameProps) {
  const [loginText, setLoginText] = useState(flow.shownLogin ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const devAuth = useDevAuthEnabled();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!loginText.trim() || !password) return setErrors({ form: MSG.fillAll });
    const parsed = loginValue(loginText);
    if ('error' in parsed) return setErrors({ login: parsed.error });
    setErrors({});
    setBusy(true);
    try {
      if (parsed.login.startsWith('+') && !(await phoneExists(parsed.login))) {
        setErrors({ login: MSG_PHONE_NOT_FOUND });
        return;
      }
      await finishSignIn(await login(parsed.login, password), { go, close }, false);
    } catch (err) {
      const text = err instanceof ApiError ? messageFor(err, 'login') : messageFor(null);
      if (text === MSG_PHONE_NOT_FOUND) setErrors({ login: text });
      else setErrors({ form: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth__form" noValidate onSubmit={(e) => void submit(e)}>
      <LoginField
        label="Телефон или e-mail"
        value={loginText}
        onValue={setLoginText}
        error={errors.login}
        autoFocusFirst
      />
      <PasswordField label="Пароль" value={password} onValue={setPassword} />
      <FormMessage>{errors.form}</FormMessage>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        Войти
      </button>
      <div className="auth__links">
        <button type="button" className="link-button" onClick={() => go('password-recovery')}>
          Забыли пароль?
        </button>
        <button type="button" className="link-button" onClick={() => go('register')}>
          Создать аккаунт
        </button>
      </div>
      <SocialButtons modal="social-auth" />
      {devAuth && (
        <p className="auth__dev">
          <Link to="/dev-auth" onClick={close}>
            Вход для разработки
          </Link>
        </p>
      )}
    </form>
  );
}
