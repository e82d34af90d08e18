import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('recognises dynamic import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Page not found'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
  it('allows one reload per 60 seconds', () => {
    const now = 1_000_000;
    expect(mayReload(now, null)).toBe(true);
    expect(mayReload(now, String(now - 30_000))).toBe(false);
    expect(mayReload(now, String(now - 60_000))).toBe(true);
  });
});
