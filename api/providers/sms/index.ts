// Picks the code sender from the environment: SMS_PROVIDER=smsru (needs SMS_API_KEY), else
// the outbox file (the default outside production; production must choose it explicitly).
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { outboxSender } from './outbox.ts';
import { smsRuSender } from './smsru.ts';
import type { CodeSender } from './types.ts';

export function createCodeSender(config: Config, logger: Logger): CodeSender {
  if (config.SMS_PROVIDER === 'smsru') {
    if (!config.SMS_API_KEY) throw new Error('SMS_PROVIDER=smsru needs SMS_API_KEY');
    return smsRuSender({ baseUrl: config.SMS_API_URL, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER }, logger);
  }
  return outboxSender(config.DATA_DIR, logger);
}
