import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileFacts } from './file-storage.ts';

/** Keys are ids the services make; anything else (a path, a dot segment) is refused before it reaches the disk. */
const safeKey = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

function pathOf(root: string, key: string): string {
  if (!safeKey.test(key)) throw new Error(`file storage: refused key ${JSON.stringify(key)}`);
  return join(root, key);
}

/**
 * The local adapter of the file-storage port (demo mode, tests, a single server with a disk): one file per key under
 * `root` (`${DATA_DIR}/files`). A file is written under a temporary name in the same folder and renamed into place
 * once complete, so a reader never sees a half-written file and a failed upload leaves nothing under its key.
 */
export function createLocalFileStorage(root: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureRoot = () => (ready ??= mkdir(join(root, '.partial'), { recursive: true }));

  return {
    async put(key, stream) {
      const target = pathOf(root, key);
      await ensureRoot();
      const partial = join(root, '.partial', `${key}.${randomUUID()}`);
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, measure, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex') } satisfies StoredFileFacts;
    },

    async open(key) {
      const path = pathOf(root, key);
      // Opened before it is handed out, so a missing file fails here rather than in the middle of an answer.
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream as Readable;
    },

    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },

    async exists(key) {
      try {
        await access(pathOf(root, key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The folder of the local adapter: `files` beside the embedded database, under DATA_DIR. */
export function filesDirOf(config: { dataDir: string }): string {
  return join(config.dataDir, 'files');
}
