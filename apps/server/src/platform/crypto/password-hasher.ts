import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane. */
export const argon2Params = { memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...params }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Runs at most `limit` hashes at once. Node hashes on its thread pool, off the event loop; the cap keeps a burst of
 * logins from filling the pool (which also serves file and DNS work) and from using 19 MiB per waiting hash.
 */
function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
}

/** argon2id in the PHC string format ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so parameters can rise later. */
export function createArgon2Hasher(options: { concurrency?: number } = {}): PasswordHasher {
  const limit = createLimiter(options.concurrency ?? 2);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await limit(() => derive(password, salt, argon2Params));
      const { memory, passes, parallelism } = argon2Params;
      return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(encoded, password) {
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
      if (!match) return false;
      const [, m, t, p, salt, hash] = match;
      const expected = Buffer.from(hash ?? '', 'base64url');
      const params = { memory: Number(m), passes: Number(t), parallelism: Number(p), tagLength: expected.length };
      const actual = await limit(() => derive(password, Buffer.from(salt ?? '', 'base64url'), params));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
