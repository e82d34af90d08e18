// A full device store is recognised in every shape IndexedDB and Dexie report it, and reaches
// the page under the one name it tests.
import { describe, expect, it } from 'vitest';
import { isQuotaExceeded, withQuotaName } from './quota-error.ts';

describe('a full device store', () => {
  it('is recognised in the shapes IndexedDB and Dexie give it', () => {
    expect(isQuotaExceeded(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', message: 'x', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', message: 'QuotaExceededError: full' })).toBe(true);
    expect(isQuotaExceeded(new Error('other'))).toBe(false);
  });

  it('is renamed for the page, other errors pass unchanged', async () => {
    await expect(
      withQuotaName(async () => {
        throw { name: 'AbortError', inner: { name: 'QuotaExceededError' } };
      }),
    ).rejects.toMatchObject({ name: 'QuotaExceededError' });
    await expect(
      withQuotaName(async () => {
        throw new TypeError('x');
      }),
    ).rejects.toBeInstanceOf(TypeError);
    await expect(withQuotaName(async () => 5)).resolves.toBe(5);
  });
});
