// Reads the development outbox (outbox.jsonl) in API tests, as a person would read the
// SMS: the latest code sent to a login.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxLine {
  login: string;
  channel: string;
  code: string;
  at: string;
}

export function outboxLines(dataDir: string): OutboxLine[] {
  const file = join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line): OutboxLine => JSON.parse(line));
}

export function lastCode(dataDir: string, login: string): string {
  const line = outboxLines(dataDir)
    .filter((l) => l.login === login)
    .at(-1);
  if (!line) throw new Error(`no code in the outbox for ${login}`);
  return line.code;
}
