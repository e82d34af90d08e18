// A file written for other nodes to read appears whole or not at all: a reader that opened the old
// file keeps reading the old bytes, the new name holds only the new ones, and nothing else is left.
import { mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write.ts';

const dir = mkdtempSync(join(tmpdir(), 'nauka-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces a file in one step and leaves no temporary file', async () => {
    const path = join(dir, 'picture.webp');
    await writeFileAtomic(path, 'old bytes');
    const reader = openSync(path, 'r');
    await writeFileAtomic(path, 'new bytes, longer');
    const buf = Buffer.alloc(64);
    const n = readSync(reader, buf, 0, 64, 0);
    closeSync(reader);
    expect(buf.subarray(0, n).toString()).toBe('old bytes');
    expect(readFileSync(path, 'utf8')).toBe('new bytes, longer');
    expect(readdirSync(dir)).toEqual(['picture.webp']);
  });

  it('leaves nothing when the folder is missing', async () => {
    await expect(writeFileAtomic(join(dir, 'missing', 'x.webp'), 'bytes')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['picture.webp']);
  });
});
