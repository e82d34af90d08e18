// E-mail codes through an SMTP server with nodemailer (any provider: a mail host, Yandex 360,
// Mail.ru for business, a local Postfix relay). TLS is required unless chosen off for a local relay.
import { createTransport } from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';
import { CodeDeliveryError, codeText, type CodeMessage, type CodeSender } from '../sms/types.ts';

export interface SmtpOptions {
  host: string;
  port: number;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
  tls: 'starttls' | 'implicit' | 'none';
  timeoutMs?: number;
}

const EMAIL_SUBJECT = 'Код подтверждения «Наука рядом»';

export function smtpSender(o: SmtpOptions, logger: Logger): CodeSender {
  const timeoutMs = o.timeoutMs ?? 15_000;
  const transport = createTransport({
    host: o.host,
    port: o.port,
    secure: o.tls === 'implicit',
    requireTLS: o.tls === 'starttls',
    ignoreTLS: o.tls === 'none',
    auth: o.user ? { user: o.user, pass: o.password ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message: CodeMessage) {
      if (message.channel !== 'email') throw new CodeDeliveryError('SMTP cannot deliver calls or SMS');
      try {
        await transport.sendMail({
          from: o.from,
          to: message.login,
          subject: EMAIL_SUBJECT,
          text: `${codeText(message.code)}\n\nЕсли вы не запрашивали код, просто проигнорируйте это письмо.`,
        });
      } catch (e) {
        throw new CodeDeliveryError(`SMTP server refused the message: ${e instanceof Error ? e.message : String(e)}`);
      }
      logger.info({ login: message.login, channel: message.channel }, 'verification e-mail sent');
      return { code: message.code };
    },
  };
}
