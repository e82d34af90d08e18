// Two nodes with data folders of their own and one shared uploads folder (UPLOADS_DIR, an NFS mount in a
// cluster): a tus upload whose chunks alternate between the nodes completes, its bytes in the shared folder.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findUpload, uploadPath } from '../../lib/uploads/upload-store.ts';
import { secondNode } from '../../testing/second-node.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tusCreate, tusPatch, videoFixture } from '../../testing/tus.ts';

const shared = mkdtempSync(join(tmpdir(), 'nauka-shared-'));
const ownDir = mkdtempSync(join(tmpdir(), 'nauka-node2-'));
const t = await createTestApp({
  seed: false,
  config: { UPLOADS_DIR: join(shared, 'uploads'), MEDIA_DIR: join(shared, 'media') },
});
const node2 = secondNode(t, { config: { DATA_DIR: ownDir } });
afterAll(async () => {
  await node2.close();
  await t.close();
  rmSync(shared, { recursive: true, force: true });
  rmSync(ownDir, { recursive: true, force: true });
});

describe('a shared uploads folder', () => {
  it('completes an upload whose chunks alternate between two nodes', async () => {
    expect(node2.deps.config.UPLOADS_DIR).toBe(join(shared, 'uploads'));
    const clip = videoFixture('clip.mp4');
    const { token } = await t.signUp();
    const created = await tusCreate(t, token, { size: clip.length });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const on2 = { ...t, app: node2.app };
    const cuts = [0, Math.floor(clip.length / 3), Math.floor((2 * clip.length) / 3), clip.length];
    for (let i = 0; i < 3; i++) {
      const res = await tusPatch(i % 2 === 0 ? on2 : t, token, location, cuts[i]!, clip.subarray(cuts[i], cuts[i + 1]));
      expect(res.status, `chunk ${i}`).toBe(204);
    }
    const id = location.split('/').pop()!;
    expect(await findUpload(node2.deps.db, id)).toMatchObject({ status: 'ready', container: 'mp4' });
    expect(readFileSync(uploadPath(join(shared, 'uploads'), id)).equals(clip)).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(ownDir, 'uploads'))).toBe(false);
  });
});
