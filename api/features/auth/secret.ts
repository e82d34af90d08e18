// The server secret for HMACs (codes, OAuth state): AUTH_SECRET, or one random value per
// process when unset (codes and states then do not survive a restart, which is harmless).
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

const processSecret = randomBytes(32).toString('base64url');

function authSecret(config: Config): string {
  return config.AUTH_SECRET ?? processSecret;
}

export function hmac(config: Config, ...parts: string[]): string {
  return createHmac('sha256', authSecret(config)).update(parts.join('\u0000')).digest('base64url');
}
