// A password-hashing thread (password-hasher.ts): argon2id jobs in, keys out, one at a time.
import { argon2Sync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

/** One job at a time per thread, so an answer belongs to the job the thread was last given: no ids needed. */
export interface Argon2Job {
  password: string;
  salt: Uint8Array;
  params: { memory: number; passes: number; parallelism: number; tagLength: number };
}
export type Argon2Result = { key: Uint8Array } | { error: string };

// Below the event loop's priority (Linux niceness is per thread): a burst of sign-ins then takes the cores the
// requests of signed-in users leave free, instead of queueing those requests behind 19 MiB hashes.
try {
  setPriority(0, 10);
} catch {
  // Not permitted here: hash at the normal priority.
}

parentPort?.on('message', (job: Argon2Job) => {
  let result: Argon2Result;
  try {
    const key = argon2Sync('argon2id', { message: job.password, nonce: job.salt, ...job.params });
    result = { key };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(result);
});
