import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops markup and scripts but keeps the words and comparisons', () => {
    expect(plainText('<b>Жирный</b> <script>alert(1)</script>текст')).toBe('Жирный текст');
    expect(plainText('1 < 2 && 3 > 2')).toBe('1 < 2 && 3 > 2');
    expect(plainText('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });

  it('keeps line breaks, at most one blank line, and removes control and bidi characters', () => {
    expect(plainText('раз\r\n\r\n\r\n\r\nдва\u202Eтри\u0007')).toBe('раз\n\nдватри');
    expect(plainText('   \n  ')).toBe('');
  });
});
