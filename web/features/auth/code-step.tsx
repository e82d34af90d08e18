// The code step shared by registration, recovery and social confirmation: the sentence for
// the channel, the 4 boxes, the resend countdown (stored, so it survives a reload) and the
// resend button once it reaches zero.
import { useId, useState, type ReactNode } from 'react';
import { CODE_LENGTH } from '../../../sync/rules/account-limits.ts';
import { MSG } from '../../../sync/rules/account-forms.ts';
import { CodeBoxes } from './code-boxes.tsx';
import { channelText } from './code-requests.ts';
import type { CodeSentAnswer } from './auth-api.ts';
import { formatCountdown, useResendTimer } from './use-resend-timer.ts';

interface CodeStepProps {
  sendType: CodeSentAnswer['sendType'];
  shownLogin: string;
  /** Checks the code; resolves with an error message, null when accepted, false to keep the code as typed. */
  onSubmit: (code: string) => Promise<string | null | false>;
  /** Sends a new code; resolves with the new channel, or null when it was not sent. */
  onResend: () => Promise<CodeSentAnswer['sendType'] | null>;
  /** Recovery: a wrong code restarts the countdown. */
  restartOnError?: boolean;
  submitLabel?: string;
  /** Send as soon as the fourth digit is typed. */
  autoSubmit?: boolean;
  children?: ReactNode;
}

export function CodeStep({
  sendType,
  shownLogin,
  onSubmit,
  onResend,
  restartOnError,
  submitLabel = 'Подтвердить',
  autoSubmit = true,
  children,
}: CodeStepProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [channel, setChannel] = useState(sendType);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, restart, refresh } = useResendTimer();

  const submit = async (value = code) => {
    if (busy) return;
    if (value.length !== CODE_LENGTH) return setError(MSG.codeIncomplete);
    setBusy(true);
    setError(null);
    const problem = await onSubmit(value).finally(() => setBusy(false));
    if (problem === false) return;
    if (problem) {
      setError(problem);
      setCode('');
      if (restartOnError) restart();
    }
  };
  const resend = async () => {
    setError(null);
    setCode('');
    const next = await onResend();
    if (next) {
      setChannel(next);
      refresh();
    }
  };

  return (
    <form
      className="auth__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="popup__text" aria-live="polite">
        {channelText(channel, shownLogin)}
      </p>
      <CodeBoxes
        value={code}
        onChange={(c) => {
          setCode(c);
          setError(null);
        }}
        onComplete={autoSubmit ? (c) => void submit(c) : undefined}
        error={error}
        errorId={errorId}
        disabled={busy}
      />
      {error && (
        <p id={errorId} className="field__error code-boxes__error" role="alert">
          {error}
        </p>
      )}
      {children}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || code.length !== CODE_LENGTH}
      >
        {submitLabel}
      </button>
      <div className="auth__resend" aria-live="polite">
        {secondsLeft > 0 ? (
          <p className="auth__timer">
            Запросить код повторно можно через <span className="auth__timer-value">{formatCountdown(secondsLeft)}</span>
          </p>
        ) : (
          <button type="button" className="link-button" onClick={() => void resend()}>
            Отправить код ещё раз
          </button>
        )}
      </div>
    </form>
  );
}
