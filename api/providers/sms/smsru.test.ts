// The SMS.ru adapter against a fake gateway on 127.0.0.1 speaking its HTTP protocol
// (GET /code/call and /sms/send with api_id and json=1), driven through the real API.
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { createCodeSender } from './index.ts';
import { portOf } from '../../testing/oauth-mock-server.ts';
import { outboxLines } from '../../testing/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const API_KEY = 'test-api-id';
const seen: URL[] = [];
let failNext = false;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.searchParams.get('api_id') !== API_KEY)
      return res.end(JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }));
    if (failNext) {
      failNext = false;
      return res.end(JSON.stringify({ status: 'ERROR', status_code: 220, status_text: 'Сервис временно недоступен' }));
    }
    if (url.pathname === '/code/call') {
      return res.end(JSON.stringify({ status: 'OK', code: '7351', call_id: '000-123', cost: 0.4, balance: 100 }));
    }
    if (url.pathname === '/sms/send') {
      const to = url.searchParams.get('to') ?? '';
      return res.end(
        JSON.stringify({
          status: 'OK',
          status_code: 100,
          sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
          balance: 99,
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PHONE = '79991234567';

describe('SMS.ru gateway adapter', () => {
  it('places flash calls for requests 1-3 and sends the 4th by SMS; the call code is the one the gateway reports', async () => {
    t = await createTestApp({
      config: {
        SMS_PROVIDER: 'smsru',
        SMS_API_URL: baseUrl,
        SMS_API_KEY: API_KEY,
        SMS_SENDER: 'NaukaRyadom',
        CODE_RESEND_SECONDS: '0',
      },
    });
    seen.length = 0;
    for (let i = 0; i < 4; i++) expect((await t.call('POST', `/api/auth/verify/send?login=${PHONE}`)).status).toBe(200);
    expect(seen.map((u) => u.pathname)).toEqual(['/code/call', '/code/call', '/code/call', '/sms/send']);
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ phone: PHONE, api_id: API_KEY, json: '1' });
    const sms = seen[3]!.searchParams;
    expect(sms.get('to')).toBe(PHONE);
    expect(sms.get('from')).toBe('NaukaRyadom');
    expect(sms.get('json')).toBe('1');
    const smsCode = /(\d{4})/.exec(sms.get('msg') ?? '')?.[1];
    expect(sms.get('msg')).toContain('Код подтверждения');
    expect(outboxLines(t.dataDir)).toHaveLength(0);
    // The SMS code (the latest) registers the account; the earlier call code was replaced.
    const res = await t.call('POST', '/api/user', {
      body: { login: PHONE, password: 'secret-7', confirm_password: 'secret-7', verification_code: smsCode },
    });
    expect(res.status).toBe(201);
  });

  it('accepts the code announced by the flash call', async () => {
    t = await createTestApp({ config: { SMS_PROVIDER: 'smsru', SMS_API_URL: baseUrl, SMS_API_KEY: API_KEY } });
    await t.call('POST', `/api/auth/verify/send?login=${PHONE}`);
    const res = await t.call('POST', '/api/user', {
      body: { login: PHONE, password: 'secret-7', confirm_password: 'secret-7', verification_code: '7351' },
    });
    expect(res.status).toBe(201);
  });

  it('answers 502 when the gateway refuses, and the failed request does not count', async () => {
    t = await createTestApp({ config: { SMS_PROVIDER: 'smsru', SMS_API_URL: baseUrl, SMS_API_KEY: API_KEY } });
    failNext = true;
    const res = await t.call('POST', `/api/auth/verify/send?login=${PHONE}`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ detail: 'Code delivery failed' });
    const retry = await t.call('POST', `/api/auth/verify/send?login=${PHONE}`);
    expect((await retry.json()).attempt).toBe(1);
  });

  it('is refused at start in production without SMS_PROVIDER, and accepted with an explicit outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        AUTH_SECRET: 'a'.repeat(32),
        PUBLIC_URL: 'https://nauka.example.ru',
      }).SMS_PROVIDER,
    ).toBe('outbox');
    expect(() => createCodeSender(testConfig({ SMS_PROVIDER: 'smsru' }), createLogger('silent'))).toThrow(
      /SMS_API_KEY/,
    );
  });
});
