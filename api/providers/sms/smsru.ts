// SMS.ru gateway (https://sms.ru/api): SMS through GET /sms/send and voice codes through
// GET /code/call, where the gateway calls the number and the last 4 digits of the calling
// number are the code (it answers with that code). Both with api_id and json=1.
import { z } from 'zod';
import type { Logger } from '../../lib/logger.ts';
import { CodeDeliveryError, codeText, type CodeMessage, type CodeSender } from './types.ts';

export interface SmsRuOptions {
  baseUrl: string;
  apiKey: string;
  sender?: string | undefined;
  timeoutMs?: number;
}

const status = {
  status: z.string().optional(),
  status_code: z.number().optional(),
  status_text: z.string().optional(),
};
const smsRuAnswer = z.looseObject({
  ...status,
  code: z.union([z.string(), z.number()]).optional(),
  sms: z.record(z.string(), z.looseObject(status)).optional(),
});
type SmsRuAnswer = z.infer<typeof smsRuAnswer>;

async function callGateway(url: URL, timeoutMs: number): Promise<SmsRuAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new CodeDeliveryError(`SMS gateway unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) throw new CodeDeliveryError(`SMS gateway answered HTTP ${res.status}`);
  const parsed = smsRuAnswer.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new CodeDeliveryError('SMS gateway answered no JSON object');
  return parsed.data;
}

export function smsRuSender(options: SmsRuOptions, logger: Logger): CodeSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const endpoint = (path: string) =>
    new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  return {
    name: 'smsru',
    async send(message: CodeMessage) {
      if (message.channel === 'email') throw new CodeDeliveryError('SMS gateway cannot deliver e-mail');
      if (message.channel === 'flash_call') {
        const url = endpoint('code/call');
        url.search = new URLSearchParams({ phone: message.login, api_id: options.apiKey, json: '1' }).toString();
        const answer = await callGateway(url, timeoutMs);
        if (answer.status !== 'OK' || answer.code === undefined) {
          throw new CodeDeliveryError(
            `SMS gateway refused the call: ${answer.status_text ?? answer.status_code ?? 'unknown'}`,
          );
        }
        const code = String(answer.code).padStart(4, '0').slice(-4);
        logger.info({ login: message.login, channel: message.channel }, 'verification call placed');
        return { code };
      }
      const url = endpoint('sms/send');
      const params = new URLSearchParams({
        api_id: options.apiKey,
        to: message.login,
        msg: codeText(message.code),
        json: '1',
      });
      if (options.sender) params.set('from', options.sender);
      url.search = params.toString();
      const answer = await callGateway(url, timeoutMs);
      const perPhone = answer.sms?.[message.login];
      if (answer.status !== 'OK' || (perPhone && perPhone.status !== 'OK')) {
        throw new CodeDeliveryError(
          `SMS gateway refused the message: ${perPhone?.status_text ?? answer.status_text ?? 'unknown'}`,
        );
      }
      logger.info({ login: message.login, channel: message.channel }, 'verification sms sent');
      return { code: message.code };
    },
  };
}
