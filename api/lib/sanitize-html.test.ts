import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps allowed formatting, lists, headings, tables, quotes and images', () => {
    const html =
      '<h2>Заголовок</h2><p><strong>Жирный</strong> и <em>курсив</em></p><ul><li>один</li></ul><ol><li>два</li></ol>' +
      '<blockquote>цитата</blockquote><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<img src="https://example.org/a.png" alt="картинка" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http, https, mailto and relative links and adds rel noopener to external ones', () => {
    expect(sanitizeHtml('<a href="/about">о нас</a>')).toBe('<a href="/about">о нас</a>');
    expect(sanitizeHtml('<a href="mailto:a@b.ru">почта</a>')).toBe('<a href="mailto:a@b.ru">почта</a>');
    const external = sanitizeHtml('<a href="https://example.org" target="_blank">сайт</a>');
    expect(external).toContain('href="https://example.org"');
    expect(external).toMatch(/rel="[^"]*noopener[^"]*"/);
  });

  it('drops script and style elements with their content', () => {
    const out = sanitizeHtml('<p>текст</p><script>alert(1)</script><style>p{color:red}</style>');
    expect(out).toBe('<p>текст</p>');
  });

  it('drops event handler attributes such as onerror and onclick', () => {
    const out = sanitizeHtml('<img src="/icons/favicon.svg" onerror="alert(1)" /><p onclick="x()">т</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('src="/icons/favicon.svg"');
  });

  it('drops javascript: and data: URLs in any spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" />')).not.toContain('data:');
  });

  it('drops iframes, forms and unknown tags but keeps their text where it is plain text', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form><input value="x" /></form><marquee>бегущая</marquee>',
    );
    expect(out).toBe('бегущая');
  });

  it('keeps a marked word with its tooltip text and nothing else on spans', () => {
    const marked =
      '<p>Это <span class="tooltip" data-tooltip="рассеяние света на молекулах">рассеяние Рэлея</span>.</p>';
    expect(sanitizeHtml(marked)).toBe(marked);
    const hostile = sanitizeHtml(
      '<span class="tooltip evil" data-tooltip="&lt;img src=x onerror=alert(1)&gt;" data-x="1" style="color:red" onmouseover="alert(1)">w</span>',
    );
    expect(hostile).toBe('<span class="tooltip" data-tooltip="&lt;img src=x onerror=alert(1)&gt;">w</span>');
    expect(sanitizeHtml('<p class="tooltip" data-tooltip="x">т</p>')).toBe('<p>т</p>');
  });
});
