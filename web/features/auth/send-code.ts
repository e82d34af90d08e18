// One code request for any frame (registration, recovery, social link): picks the channel
// by the request count, opens the limit popup on the 5th request or a 424, respects the
// resend cooldown and starts the stored timer on success.
import { ApiError } from '../../lib/api-client.ts';
import { isLimitError, messageFor, type ErrorContext } from '../../lib/error-messages.ts';
import { closeAuthModal } from '../../lib/auth-modal.ts';
import { openPopup } from '../../components/popups/popup-events.ts';
import type { CodeSentAnswer, SendType } from './auth-api.ts';
import { nextSendType, recordLimit, recordRequest, resendSecondsLeft, startResendTimer } from './code-requests.ts';

export type SendOutcome =
  { ok: true; sendType: CodeSentAnswer['sendType']; answer: CodeSentAnswer } | { ok: false; message: string | null };

/** Shows the request-limit popup ('Достигнут лимит запросов') in place of the modal. */
export function showLimitPopup(): void {
  closeAuthModal();
  openPopup('request-limit', {});
}

function secondsLeftOf(e: ApiError): number | null {
  const body = e.body;
  if (e.status !== 429 || !body || typeof body !== 'object' || !('seconds_left' in body)) return null;
  return typeof body.seconds_left === 'number' ? body.seconds_left : null;
}

/**
 * Asks for a code for `login` through `send`. On the limit the popup opens and `message`
 * is null; other failures come back as the catalogue's Russian text.
 */
export async function sendCode(
  login: string,
  send: (sendType: SendType) => Promise<CodeSentAnswer>,
  context: ErrorContext = 'verify',
): Promise<SendOutcome> {
  const sendType = nextSendType(login);
  if (!sendType) {
    showLimitPopup();
    return { ok: false, message: null };
  }
  try {
    const answer = await send(sendType);
    recordRequest(login, answer.attempt);
    startResendTimer(answer.resendSeconds);
    return { ok: true, sendType: answer.sendType, answer };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (isLimitError(e)) {
      recordLimit(login);
      showLimitPopup();
      return { ok: false, message: null };
    }
    const wait = secondsLeftOf(e);
    if (wait !== null && resendSecondsLeft() === 0) startResendTimer(wait);
    if (wait !== null) return { ok: false, message: `Новый код можно запросить через ${wait} с` };
    return { ok: false, message: messageFor(e, context) };
  }
}
