import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Argon2Job, Argon2Result } from './argon2-worker.ts';

/** OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane. */
export const argon2Params = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 } as const;

type Argon2Params = Argon2Job['params'];

interface PendingJob {
  job: Argon2Job;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Hashes on `size` threads of their own, each one job at a time, so at most `size` hashes run at once and a burst of
 * sign-ins waits in this queue (not in Node's thread pool, which also serves file and DNS work). The threads run
 * below the event loop's priority (argon2-worker.ts). They start on the first hash and never keep the process alive.
 */
class HashPool {
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, PendingJob>();
  readonly #queue: PendingJob[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  derive(password: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { password, salt, params }, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? (this.#busy.size < this.#size ? this.#spawn() : null);
      if (!worker) return;
      const pending = this.#queue.shift() as PendingJob;
      this.#busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  #spawn(): Worker {
    const worker = new Worker(new URL('./argon2-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (result: Argon2Result) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      worker.unref();
      this.#idle.push(worker);
      if (pending) {
        if ('key' in result) pending.resolve(Buffer.from(result.key));
        else pending.reject(new Error(`argon2id failed: ${result.error}`));
      }
      this.#pump();
    });
    // A thread that dies fails its job and is replaced by the next one the queue needs.
    const fail = (error: Error) => {
      const pending = this.#busy.get(worker);
      this.#busy.delete(worker);
      const at = this.#idle.indexOf(worker);
      if (at >= 0) this.#idle.splice(at, 1);
      pending?.reject(error);
      this.#pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`argon2id thread exited (${code})`)));
    return worker;
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
}

/**
 * argon2id in the PHC string format ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so parameters can rise later.
 * `concurrency` is the number of hashing threads (configuration: PASSWORD_HASH_THREADS); one when not given.
 */
export function createArgon2Hasher(options: { concurrency?: number } = {}): PasswordHasher {
  const pool = new HashPool(options.concurrency ?? 1);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await pool.derive(password, salt, argon2Params);
      const { memory, passes, parallelism } = argon2Params;
      return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(encoded, password) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
      if (!match) return false;
      const [, m, t, p, salt, hash] = match;
      const expected = Buffer.from(hash ?? '', 'base64url');
      const params = { memory: Number(m), passes: Number(t), parallelism: Number(p), tagLength: expected.length };
      const actual = await pool.derive(password, Buffer.from(salt ?? '', 'base64url'), params);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
