// PUBLIC_URL feeds links, link previews and the start-up log line: without it they must follow PORT.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL default', () => {
  it('follows PORT when not set', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('keeps an explicit address', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4123', PUBLIC_URL: 'https://nauka.example' }).PUBLIC_URL).toBe(
      'https://nauka.example',
    );
  });
});
