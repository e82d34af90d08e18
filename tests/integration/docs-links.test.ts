// The README and docs/ stay a map that leads somewhere: every relative link (and picture) names a file that
// exists and, with a #fragment, a heading that file has; and every variable the server's config reads has a
// row in docs/configuration.md. Pure file reads: no server, no database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown without fenced code, where `# comment` lines and `[x](y)` are not headings or links. */
function prose(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, text] of prose(file).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = text!
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

function links(file: string): string[] {
  const text = prose(file).replace(/`[^`\n]*`/g, '');
  const md = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  const html = [...text.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  return [...md, ...html].filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l));
}

describe('README and docs links', () => {
  it.each(PAGES)('%s: every relative link resolves', (page) => {
    const broken: string[] = [];
    for (const link of links(page)) {
      const [path, fragment] = link.split('#') as [string, string | undefined];
      const target = path ? relative(ROOT, resolve(ROOT, dirname(page), decodeURI(path))) : page;
      if (!existsSync(join(ROOT, target))) broken.push(`${link} (no file ${target})`);
      else if (fragment && target.endsWith('.md') && !anchors(target).has(decodeURIComponent(fragment)))
        broken.push(`${link} (no heading #${fragment} in ${target})`);
    }
    expect(broken).toEqual([]);
  });
});

describe('docs/configuration.md', () => {
  it('has a row for every variable the server config reads', () => {
    const names = new Set<string>();
    for (const f of readdirSync(join(ROOT, 'api')).filter((f) => /^config.*\.ts$/.test(f) && !f.includes('.test.'))) {
      const src = readFileSync(join(ROOT, 'api', f), 'utf8');
      for (const [, name] of src.matchAll(/^\s+([A-Z][A-Z0-9_]{2,})\??:/gm)) names.add(name!);
    }
    expect(names.size).toBeGreaterThan(40);
    const documented = new Set<string>();
    for (const [, code] of readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8').matchAll(
      /`([A-Z][A-Z0-9_{},]+)`/g,
    )) {
      const brace = /\{([^}]+)\}/.exec(code!);
      for (const part of brace ? brace[1]!.split(',') : ['']) documented.add(code!.replace(/\{[^}]+\}/, part));
    }
    expect([...names].filter((n) => !documented.has(n))).toEqual([]);
  });
});
