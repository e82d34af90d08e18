// Pupils are spoken to with 'ты' (docs/tone.md): no string on a screen a pupil can open (web/, and the rules'
// messages in sync/rules/ that those screens show) says 'Вы', 'Ваш', 'Вам', 'вас' or a formal imperative
// ('Попробуйте', 'Введите'…). The staff area and the mentor-only tools of the special contest may stay formal:
// they are the allow-list below, each with its reason. Pure file reads; comments are not UI and are skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Files (or folders, ending in '/') no pupil looks at, and single lines that only a mentor sees. */
const FORMAL_FILES: Record<string, string> = {
  'web/features/staff/': 'the staff area (/staff)',
  'web/features/contests/special/mentor-popup.tsx': "the mentor's list of pupils",
  'sync/rules/video-embed.ts': "VIDEO_ADDRESS_ERROR: the staff settings' message",
};
const FORMAL_LINES: Record<string, string> = {
  'Этого ученика нет в вашем списке': "a mentor's upload for a pupil",
  'Вы участвуете в конкурсе как наставник': "the mentor's state of the special contest",
  'Учеников в вашем списке': "the mentor's state of the special contest",
  'Загрузите видео с вашей работой': "the mentor's upload form (MENTOR_WORK_FORM_MESSAGES)",
  'Введите название вашей работы': "the mentor's upload form (MENTOR_WORK_FORM_MESSAGES)",
  'Проверьте введеный код или укажите другой': 'adding a pupil by code (mentor only)',
  'Подтвердите удаление ученика': "removing a pupil from the mentor's list",
  'Наставник загружает работу за своего ученика: выберите ученика': "a mentor's upload for a pupil",
  "'Выберите ученика'": "a mentor's upload for a pupil",
};

const FORMAL = new RegExp(
  '(?<![\\p{L}])(' +
    [
      'Вы',
      'вы',
      '[Вв]аш\\p{L}*',
      '[Вв]ам',
      '[Вв]ас',
      // Formal imperatives: the 'ты' form drops '-те' ('Попробуй', 'Введи').
      '\\p{L}+(?:ите|йте|ьте)(?:сь)?',
    ].join('|') +
    ')(?![\\p{L}])',
  'u',
);
/** Words ending like an imperative that are not one. */
const NOT_IMPERATIVE = new Set(['сайте']);

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** Each formal word on a line that is not a comment, as 'file:line: word — line'. */
function formalWords(file: string): string[] {
  if (Object.keys(FORMAL_FILES).some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f))) return [];
  const found: string[] = [];
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\s\/\/\s.*$/, '');
      if (!/[а-яё]/i.test(code) || Object.keys(FORMAL_LINES).some((l) => code.includes(l))) return;
      for (const m of code.matchAll(new RegExp(FORMAL, 'gu'))) {
        const word = m[1]!;
        if (!/[а-яё]/i.test(word) || NOT_IMPERATIVE.has(word.toLowerCase())) continue;
        found.push(`${file}:${i + 1}: ${word} — ${code.trim().slice(0, 120)}`);
      }
    });
  return found;
}

describe("pupils' screens speak with 'ты'", () => {
  it("no 'Вы', 'Ваш', 'Вам', 'вас' or formal imperative outside the staff and mentor-only screens", () => {
    const files = [...filesUnder('web'), ...filesUnder('sync/rules')];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(formalWords)).toEqual([]);
  });

  it('catches the formal voice it is meant to catch', () => {
    const sample = "const A = 'Попробуйте ещё раз'; const B = 'Пользователь Вас заблокировал'; // Вы (a comment)";
    const words = [...sample.replace(/\s\/\/\s.*$/, '').matchAll(new RegExp(FORMAL, 'gu'))].map((m) => m[1]);
    expect(words).toEqual(['Попробуйте', 'Вас']);
  });
});
