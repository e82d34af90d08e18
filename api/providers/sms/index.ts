// Picks the code senders from the environment and routes each message by channel: calls and
// SMS to SMS_PROVIDER (smsru needs SMS_API_KEY), e-mail to EMAIL_PROVIDER (smtp needs SMTP_HOST
// and SMTP_FROM); either unset is the outbox file (the default outside production only).
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { smtpSender } from '../email/smtp.ts';
import { outboxSender } from './outbox.ts';
import { smsRuSender } from './smsru.ts';
import type { CodeSender } from './types.ts';

function phoneSender(config: Config, logger: Logger): CodeSender {
  if (config.SMS_PROVIDER !== 'smsru') return outboxSender(config.DATA_DIR, logger);
  if (!config.SMS_API_KEY) throw new Error('SMS_PROVIDER=smsru needs SMS_API_KEY');
  return smsRuSender({ baseUrl: config.SMS_API_URL, apiKey: config.SMS_API_KEY, sender: config.SMS_SENDER }, logger);
}

function emailSender(config: Config, logger: Logger): CodeSender {
  if (config.EMAIL_PROVIDER !== 'smtp') return outboxSender(config.DATA_DIR, logger);
  if (!config.SMTP_HOST || !config.SMTP_FROM) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_HOST and SMTP_FROM');
  return smtpSender(
    {
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.SMTP_FROM,
      tls: config.SMTP_TLS,
    },
    logger,
  );
}

export function createCodeSender(config: Config, logger: Logger): CodeSender {
  const phone = phoneSender(config, logger);
  const email = emailSender(config, logger);
  return {
    name: `${phone.name}+${email.name}`,
    send: (message) => (message.channel === 'email' ? email : phone).send(message),
  };
}
