// Structured JSON log lines (pino); one logger passed down, never console.log in the server.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'nauka' } });
}
