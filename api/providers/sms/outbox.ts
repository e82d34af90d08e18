// Development and test delivery: each message becomes one JSON line in $DATA_DIR/outbox.jsonl
// (browser tests read codes from it) and one log line. Never used in production unless chosen.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger.ts';
import type { CodeMessage, CodeSender } from './types.ts';

const OUTBOX_FILE = 'outbox.jsonl';

export function outboxSender(dataDir: string, logger: Logger): CodeSender {
  const file = join(dataDir, OUTBOX_FILE);
  return {
    name: 'outbox',
    send(message: CodeMessage) {
      mkdirSync(dataDir, { recursive: true });
      const line = { login: message.login, channel: message.channel, code: message.code, at: new Date().toISOString() };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
      logger.info(line, 'verification code written to outbox');
      return Promise.resolve({ code: message.code });
    },
  };
}
