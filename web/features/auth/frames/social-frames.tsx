// Social sign-in after the provider: 'Авторизация через VK' asks for the phone or e-mail to
// link the profile to, then social-confirmation takes the 4-digit code (and the agreement
// when no account has that login yet) and signs in; a new account goes on to onboarding.
import { useState, type FormEvent } from 'react';
import { linkLoginValue, MSG } from '../../../../sync/rules/account-forms.ts';
import { LoginField } from '../../../components/ui/phone-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messageFor } from '../../../lib/error-messages.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { linkSocial, sendLinkCode } from '../auth-api.ts';
import { AGREEMENT_KEY, AgreementCheckbox, CodeRequestForm } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';
import { CodeStep } from '../code-step.tsx';
import { sendCode } from '../send-code.ts';
import { forgetSocialCode } from '../social-return.ts';

function Expired({ go }: Pick<FrameProps, 'go'>) {
  return (
    <div className="auth__form">
      <p className="popup__text">Вход через соцсеть прерван. Попробуй ещё раз.</p>
      <button type="button" className="button button--primary button--block" onClick={() => go('login')}>
        Ко входу
      </button>
    </div>
  );
}

export function SocialAuthFrame({ flow, go }: FrameProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const social = flow.social;
  if (!social) return <Expired go={go} />;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = linkLoginValue(text);
    if ('error' in parsed) return setError(parsed.error);
    setBusy(true);
    const sent = await sendCode(parsed.login, (t) => sendLinkCode(parsed.login, social.social, t)).finally(() =>
      setBusy(false),
    );
    if (sent.ok)
      go('social-confirmation', {
        login: parsed.login,
        shownLogin: text,
        sendType: sent.sendType,
        isNew: 'isNew' in sent.answer && sent.answer.isNew,
      });
    else if (sent.message) setError(sent.message);
  };
  return (
    <CodeRequestForm
      intro={
        <>
          {social.fullName ? `${social.fullName}, у` : 'У'}кажи телефон или e-mail, к которому привязать профиль. Мы
          пришлём код подтверждения.
        </>
      }
      Field={LoginField}
      label="Телефон или e-mail"
      value={text}
      onValue={(v) => {
        setText(v);
        setError(null);
      }}
      error={error}
      busy={busy}
      onSubmit={submit}
    />
  );
}

export function SocialConfirmationFrame({ flow, go, close }: FrameProps) {
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const { social, login = '', shownLogin = '', sendType = 'flash_call', isNew = false } = flow;
  if (!social) return <Expired go={go} />;
  return (
    <CodeStep
      sendType={sendType}
      shownLogin={shownLogin}
      autoSubmit={!isNew}
      onSubmit={async (code) => {
        if (isNew && !agreed) {
          setAgreementError(MSG.mustAccept);
          return false;
        }
        try {
          const answer = await linkSocial({
            social: social.social,
            code: social.code,
            state: social.state,
            login,
            verificationCode: code,
            isAgreement: isNew ? agreed : undefined,
          });
          forgetSocialCode();
          if (!('accessToken' in answer)) return messageFor(null);
          if (isNew) localStorage.setItem(AGREEMENT_KEY, '1');
          await completeSignIn({ accessToken: answer.accessToken, user: answer.user });
          if ('created' in answer && answer.created) go('register-info');
          else close();
          return null;
        } catch (e) {
          if (e instanceof ApiError) return messageFor(e) === messageFor(null) ? `${e.message}` : messageFor(e);
          return messageFor(null);
        }
      }}
      onResend={async () => {
        const sent = await sendCode(login, (t) => sendLinkCode(login, social.social, t));
        return sent.ok ? sent.sendType : null;
      }}
    >
      {isNew && (
        <AgreementCheckbox
          checked={agreed}
          onChecked={(v) => {
            setAgreed(v);
            setAgreementError(null);
          }}
          error={agreementError}
        />
      )}
    </CodeStep>
  );
}
