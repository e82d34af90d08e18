// OK's request signature against the worked example of a session call (application key,
// secret key and access token of the example, sig 232c8eb9…): md5(sorted params + md5(token + secret)).
import { describe, expect, it } from 'vitest';
import { okSignature, signOkUrl } from './ok-signature.ts';

const TOKEN = '-s-84W-s3egarWUsbkq-IWTucuedzTKT8VUXIA.s4Xx8IW7';
const SECRET = 'ABC123DEF456GHI789JKL123';

describe('OK request signature', () => {
  it('matches the documented example and ignores access_token and parameter order', () => {
    const params = new URLSearchParams({ method: 'events.get', format: 'json', application_key: 'ABCDEFGHIGKLMNOPK' });
    expect(okSignature(params, TOKEN, SECRET)).toBe('232c8eb921951c4dba9b72606f9ddb4c');
    params.set('access_token', TOKEN);
    expect(okSignature(params, TOKEN, SECRET)).toBe('232c8eb921951c4dba9b72606f9ddb4c');
  });

  it('adds application_key, format, access_token and a sig that changes with any parameter', () => {
    const url = new URL('https://api.ok.ru/fb.do?method=events.get');
    signOkUrl(url, TOKEN, 'ABCDEFGHIGKLMNOPK', SECRET);
    expect(url.searchParams.get('sig')).toBe('232c8eb921951c4dba9b72606f9ddb4c');
    expect(url.searchParams.get('access_token')).toBe(TOKEN);
    const other = new URL('https://api.ok.ru/fb.do?method=users.getCurrentUser');
    signOkUrl(other, TOKEN, 'ABCDEFGHIGKLMNOPK', SECRET);
    expect(other.searchParams.get('sig')).not.toBe('232c8eb921951c4dba9b72606f9ddb4c');
  });
});
