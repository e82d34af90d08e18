// The contract every code-delivery provider keeps: deliver one code to one login and say
// which code the user will actually see (a flash call's number may be chosen by the gateway).
export type CodeChannel = 'flash_call' | 'sms' | 'email';

export interface CodeMessage {
  login: string;
  channel: CodeChannel;
  /** The code we generated; a provider may replace it with its own (flash calls). */
  code: string;
}

export interface CodeSender {
  readonly name: string;
  /** Delivers the message; resolves to the code the user receives. Rejects on failure. */
  send(message: CodeMessage): Promise<{ code: string }>;
}

export class CodeDeliveryError extends Error {}

/** The text of an SMS carrying a code, in Russian. */
export function codeText(code: string): string {
  return `Код подтверждения: ${code}. Никому его не сообщайте.`;
}
