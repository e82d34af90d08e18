// Choosing the engine: a postgres:// DATABASE_URL selects PostgreSQL, none keeps the SQLite file,
// and a wrong one is refused at start without printing its password.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATABASE_URL', () => {
  it('is absent by default (SQLite) and taken as given when it is a postgres:// URL', () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    const url = 'postgres://nauka:secret@db.example.ru:5432/nauka';
    expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/nauka' }).DATABASE_URL).toBe('postgresql://db/nauka');
  });

  it('refuses another scheme and never echoes the URL, which may hold a password', () => {
    const start = () => loadConfig({ DATABASE_URL: 'mysql://nauka:hunter2@db/nauka' });
    expect(start).toThrow(/DATABASE_URL/);
    expect(start).not.toThrow(/hunter2/);
  });
});
