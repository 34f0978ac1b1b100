import type { Readable } from 'node:stream';

/** What storing a file measured on the way in: its length and its SHA-256, hex. */
export interface StoredFileFacts {
  size: number;
  sha256: string;
}

/**
 * The file-storage port (ARCHITECTURE rule 17): where the bytes of attachments live. Keys are opaque ids the caller
 * makes (random, never a user's file name); the local adapter keeps them on disk, an object-store adapter would keep
 * them in a bucket. Every method streams: no file is held in memory whole.
 */
export interface FileStorage {
  /**
   * Stores the stream under `key`, all or nothing: if the stream fails (too big, the client went away) nothing is left
   * under the key and the stream's error is thrown as it is.
   */
  put(key: string, stream: Readable): Promise<StoredFileFacts>;
  /** The bytes under `key`; throws when there are none. */
  open(key: string): Promise<Readable>;
  /** Forgets `key`; no error when it is already gone. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
