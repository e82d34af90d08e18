// tus's FileStore answers every failed write with its own 500 ("Something went wrong receiving the
// file") and drops the cause; a full disk must answer 507 like every other write (docs/operations.md),
// so this write keeps the file system's error when it is ENOSPC. Otherwise it is FileStore's write.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { isOutOfSpace } from '../../lib/db-errors.ts';

const FILE_WRITE_ERROR = { status_code: 500, body: 'Something went wrong receiving the file\n' };

export class UploadFileStore extends FileStore {
  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    const writable = createWriteStream(join(this.directory, fileId), { flags: 'r+', start: offset });
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, writable);
    } catch (err) {
      if (isOutOfSpace(err)) throw err;
      throw FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}
