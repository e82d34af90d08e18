// Register-confirm: the 4-digit code for the phone being registered. A right code creates
// the account (POST /user), signs in and opens onboarding.
import { ApiError } from '../../../lib/api-client.ts';
import { MSG_CONFIRM_ERROR, MSG_GENERIC, messageFor } from '../../../lib/error-messages.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { register, sendRegisterCode } from '../auth-api.ts';
import { AGREEMENT_KEY } from '../auth-common.tsx';
import type { FrameProps } from '../auth-flow.ts';
import { CodeStep } from '../code-step.tsx';
import { sendCode } from '../send-code.ts';

function referral(): { fromUrl?: string; referal?: string } {
  const ref = localStorage.getItem('ref') ?? undefined;
  const from = localStorage.getItem('utmSource') ?? undefined;
  return { ...(ref ? { referal: ref } : {}), ...(from ? { fromUrl: from } : {}) };
}

export function RegisterConfirmFrame({ flow, go }: FrameProps) {
  const { login = '', shownLogin = '', password = '', sendType = 'flash_call' } = flow;
  return (
    <>
      <CodeStep
        sendType={sendType}
        shownLogin={shownLogin}
        onSubmit={async (code) => {
          try {
            const answer = await register({
              login,
              password,
              confirmPassword: password,
              verificationCode: code,
              ...referral(),
            });
            localStorage.setItem(AGREEMENT_KEY, '1');
            await completeSignIn(answer);
            go('register-info');
            return null;
          } catch (e) {
            const text = messageFor(e instanceof ApiError ? e : null, 'registration');
            return text === MSG_GENERIC ? MSG_CONFIRM_ERROR : text;
          }
        }}
        onResend={async () => {
          const sent = await sendCode(login, (t) => sendRegisterCode(login, t));
          return sent.ok ? sent.sendType : null;
        }}
      />
      <p className="auth__switch">
        <button type="button" className="link-button" onClick={() => go('register')}>
          Изменить номер
        </button>
      </p>
    </>
  );
}
