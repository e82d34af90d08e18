// The browser's code-request rules over a Map-backed Storage (Node has no localStorage).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  channelText,
  nextSendType,
  pendingCodeChannel,
  recordLimit,
  recordRequest,
  resendSecondsLeft,
  startResendTimer,
} from './code-requests.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});

describe('code requests', () => {
  it('go by call for the first three, by SMS for the fourth, then stop', () => {
    const seen = [];
    for (let i = 0; i < 5; i += 1) {
      seen.push(nextSendType('79991234567'));
      recordRequest('79991234567');
    }
    expect(seen).toEqual(['flash_call', 'flash_call', 'flash_call', 'sms', null]);
    expect(nextSendType('79990000000')).toBe('flash_call');
  });
  it('follow the attempt number the server gives, and a 424 means the limit', () => {
    recordRequest('a@b.ru', 3);
    expect(nextSendType('a@b.ru')).toBe('sms');
    recordLimit('x@y.ru');
    expect(nextSendType('x@y.ru')).toBeNull();
  });
  it('forget requests older than 24 hours', () => {
    const dayAgo = Date.now() - 86_400_001;
    for (let i = 0; i < 4; i += 1) recordRequest('79991234567', undefined, dayAgo);
    expect(nextSendType('79991234567')).toBe('flash_call');
  });
  it('keep the resend countdown as a stored timestamp and clear it at zero', () => {
    const now = 1_000_000;
    startResendTimer(120, now);
    expect(localStorage.getItem('lastVerified')).toBe(String(now));
    expect(resendSecondsLeft(now + 1_000)).toBe(119);
    expect(resendSecondsLeft(now + 120_000)).toBe(0);
    expect(localStorage.getItem('lastVerified')).toBeNull();
  });
  it('know the code still pending for a login while the countdown runs', () => {
    recordRequest('79991234567');
    startResendTimer(120);
    expect(pendingCodeChannel('79991234567')).toBe('flash_call');
    expect(pendingCodeChannel('79990000000')).toBeNull();
    localStorage.removeItem('lastVerified');
    expect(pendingCodeChannel('79991234567')).toBeNull();
  });
  it('say how the code comes', () => {
    expect(channelText('sms', '+7 (999) 123-45-67')).toBe('Мы отправили SMS с кодом на номер +7 (999) 123-45-67');
    expect(channelText('flash_call', 'X')).toMatch(/последние 4 цифры/);
  });
});
