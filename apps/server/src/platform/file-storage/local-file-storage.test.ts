import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sanad-files-'));
    storage = createLocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores a stream, measures it and gives the same bytes back', async () => {
    const facts = await storage.put('key-1', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(facts).toEqual({ size: 11, sha256: createHash('sha256').update('hello world').digest('hex') });
    expect(await storage.exists('key-1')).toBe(true);
    expect(await text(await storage.open('key-1'))).toBe('hello world');
  });

  it('leaves nothing behind when the stream fails half way', async () => {
    async function* failing() {
      yield Buffer.from('part of a file');
      throw new Error('client went away');
    }
    await expect(storage.put('key-2', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await storage.exists('key-2')).toBe(false);
    expect(await readdir(join(root, '.partial'))).toEqual([]);
  });

  it('removes a file, and removing it again is no error; opening a missing key fails', async () => {
    await storage.put('key-3', Readable.from([Buffer.from('x')]));
    await storage.remove('key-3');
    await storage.remove('key-3');
    expect(await storage.exists('key-3')).toBe(false);
    await expect(storage.open('key-3')).rejects.toThrow();
  });

  it('refuses keys that could name another path', async () => {
    for (const key of ['../etc/passwd', 'a/b', '.hidden', '']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/refused key/);
    }
  });
});
