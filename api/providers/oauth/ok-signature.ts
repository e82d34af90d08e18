// Odnoklassniki signs every REST call (https://apiok.ru/dev/methods): in a user session the
// secret is md5(access_token + application secret key), and sig = md5 of the parameters other
// than access_token/session_key, sorted by key and joined as key=value with nothing between,
// followed by that secret; all hex in lower case. Without sig the API refuses the call.
import { createHash } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const UNSIGNED = new Set(['sig', 'access_token', 'session_key']);

/** The sig of a session call with these parameters. */
export function okSignature(params: URLSearchParams, accessToken: string, applicationSecretKey: string): string {
  const joined = [...params]
    .filter(([key]) => !UNSIGNED.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('');
  return md5(joined + md5(accessToken + applicationSecretKey));
}

/** Adds application_key, format=json, access_token and sig to an OK REST URL. */
export function signOkUrl(url: URL, accessToken: string, applicationKey: string, applicationSecretKey: string): void {
  url.searchParams.set('application_key', applicationKey);
  url.searchParams.set('format', 'json');
  url.searchParams.delete('sig');
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('sig', okSignature(url.searchParams, accessToken, applicationSecretKey));
}
