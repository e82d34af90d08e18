// E-mail codes through the SMTP provider against a local SMTP server (smtp-server) that checks
// the login and keeps each message; the code read from the letter registers the account.
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Letter {
  from: string;
  to: string[];
  raw: string;
}
const letters: Letter[] = [];
const USER = 'mailer';
const PASSWORD = 'mail-secret';

function fakeSmtp(options: { starttls: boolean }): SMTPServer {
  return new SMTPServer({
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        letters.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
}

/** The plain-text body as a mail client shows it (quoted-printable or base64 decoded). */
function bodyText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

let plain: SMTPServer;
let port: number;
const listen = (server: SMTPServer) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

beforeAll(async () => {
  plain = fakeSmtp({ starttls: false });
  port = await listen(plain);
});
afterAll(() => new Promise<void>((resolve) => plain.close(() => resolve())));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const smtpConfig = (over: Record<string, string> = {}) => ({
  EMAIL_PROVIDER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_USER: USER,
  SMTP_PASSWORD: PASSWORD,
  SMTP_FROM: '«Наука рядом» <no-reply@nauka.example.ru>',
  SMTP_TLS: 'none',
  ...over,
});

describe('SMTP e-mail provider', () => {
  it('sends the code in a letter from SMTP_FROM; the code in it registers the account', async () => {
    t = await createTestApp({ config: smtpConfig() });
    letters.length = 0;
    const login = 'pupil.mail@example.org';
    const sent = await t.call('POST', `/api/auth/verify/send?login=${encodeURIComponent(login)}`);
    expect(sent.status).toBe(200);
    expect((await sent.json()).send_type).toBe('email');
    expect(letters).toHaveLength(1);
    const letter = letters[0]!;
    expect(letter.from).toBe('no-reply@nauka.example.ru');
    expect(letter.to).toEqual([login]);
    const text = bodyText(letter.raw);
    expect(text).toContain('Код подтверждения');
    const code = /(\d{4})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(outboxLines(t.dataDir)).toHaveLength(0);
    const res = await t.call('POST', '/api/user', {
      body: { login, password: 'secret-7', confirm_password: 'secret-7', verification_code: code },
    });
    expect(res.status).toBe(201);
  });

  it('keeps phone codes on the SMS provider (outbox here), not in e-mail', async () => {
    t = await createTestApp({ config: smtpConfig() });
    letters.length = 0;
    expect((await t.call('POST', '/api/auth/verify/send?login=79991234567')).status).toBe(200);
    expect(letters).toHaveLength(0);
    expect(outboxLines(t.dataDir).map((l) => l.login)).toEqual(['79991234567']);
  });

  it('answers 502 when the server refuses the login or offers no STARTTLS', async () => {
    t = await createTestApp({ config: smtpConfig({ SMTP_PASSWORD: 'wrong' }) });
    const login = 'refused@example.org';
    const refused = await t.call('POST', `/api/auth/verify/send?login=${login}`);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ detail: 'Code delivery failed' });
    await t.close();
    // The default SMTP_TLS=starttls never sends the password over a connection without TLS.
    t = await createTestApp({ config: smtpConfig({ SMTP_TLS: 'starttls' }) });
    letters.length = 0;
    expect((await t.call('POST', `/api/auth/verify/send?login=${login}`)).status).toBe(502);
    expect(letters).toHaveLength(0);
  });
});

describe('e-mail settings in production', () => {
  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'outbox',
    AUTH_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://nauka.example.ru',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (e) {
      if (e instanceof ConfigError) return e.message;
      throw e;
    }
  };

  it('refuses to start with no e-mail provider, or an SMTP one missing its host or sender', () => {
    expect(problems(production)).toContain('EMAIL_PROVIDER: required in production');
    expect(problems({ ...production, EMAIL_PROVIDER: 'outbox' })).toBe('');
    const smtp = problems({ ...production, EMAIL_PROVIDER: 'smtp' });
    expect(smtp).toContain('SMTP_HOST: required');
    expect(smtp).toContain('SMTP_FROM: required');
    const full = { ...production, EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.ru', SMTP_FROM: 'a@example.ru' };
    expect(problems(full)).toBe('');
    expect(problems({ ...full, SMTP_TLS: 'none' })).toContain('SMTP_TLS: none is allowed in production only');
    expect(problems({ ...full, SMTP_HOST: 'localhost', SMTP_TLS: 'none' })).toBe('');
  });
});
