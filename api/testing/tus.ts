// A minimal tus 1.0 client over app.request, for API tests of uploads and of the calls that attach them.
import { readFileSync } from 'node:fs';
import type { TestApp } from './test-app.ts';

export const videoFixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/video/${name}`, import.meta.url)));
export const audioFixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/audio/${name}`, import.meta.url)));

const b64 = (s: string) => Buffer.from(s).toString('base64');

export interface TusCreate {
  size: number;
  filename?: string;
  filetype?: string;
  maxSeconds?: number;
  /** The tus endpoint; contest works' `/api/uploads` by default. */
  endpoint?: string;
}

export function tusCreate(t: TestApp, token: string | undefined, o: TusCreate): Promise<Response> {
  const meta = [`filename ${b64(o.filename ?? 'work.mp4')}`, `filetype ${b64(o.filetype ?? 'video/mp4')}`];
  if (o.maxSeconds) meta.push(`max_seconds ${b64(String(o.maxSeconds))}`);
  const headers: Record<string, string> = {
    'tus-resumable': '1.0.0',
    'upload-length': String(o.size),
    'upload-metadata': meta.join(','),
  };
  return t.call('POST', o.endpoint ?? '/api/uploads', { token, headers });
}

export function tusPatch(
  t: TestApp,
  token: string | undefined,
  location: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Response> {
  return Promise.resolve(
    t.app.request(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new Blob([bytes.slice()]),
    }),
  );
}

export function tusHead(t: TestApp, token: string | undefined, location: string): Promise<Response> {
  return t.call('HEAD', location, { token, headers: { 'tus-resumable': '1.0.0' } });
}

/** Uploads `bytes` whole and returns the upload id and the finishing PATCH's response. */
export async function tusUpload(t: TestApp, token: string, bytes: Uint8Array, o: Omit<TusCreate, 'size'> = {}) {
  const created = await tusCreate(t, token, { ...o, size: bytes.length });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);
  const location = created.headers.get('location') ?? '';
  const finished = await tusPatch(t, token, location, 0, bytes);
  return { id: location.split('/').pop() ?? '', location, finished };
}
