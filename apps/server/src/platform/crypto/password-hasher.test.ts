import { describe, expect, it } from 'vitest';
import { argon2Params, createArgon2Hasher } from './password-hasher.ts';

const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$([\w-]{22})\$([\w-]{43})$/;

describe('argon2id password hasher', () => {
  const hasher = createArgon2Hasher();

  it("uses OWASP's parameters, written into a PHC string with a 16-byte salt and a 32-byte hash", async () => {
    expect(argon2Params).toEqual({ memory: 19 * 1024, passes: 2, parallelism: 1, tagLength: 32 });
    const encoded = await hasher.hash('correct horse battery staple');
    expect(encoded).toMatch(phc);
    expect(Buffer.from(phc.exec(encoded)?.[1] ?? '', 'base64url')).toHaveLength(16);
  });

  it('salts every hash: the same password never gives the same string', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses another, including a near miss and an empty one', async () => {
    const encoded = await hasher.hash('Sanad-2026!');
    expect(await hasher.verify(encoded, 'Sanad-2026!')).toBe(true);
    for (const attempt of ['sanad-2026!', 'Sanad-2026', 'Sanad-2026! ', '']) expect(await hasher.verify(encoded, attempt)).toBe(false);
  });

  it('handles non-Latin passwords as their UTF-8 bytes', async () => {
    const encoded = await hasher.hash('كلمة مرور طويلة');
    expect(await hasher.verify(encoded, 'كلمة مرور طويلة')).toBe(true);
    expect(await hasher.verify(encoded, 'كلمة مرور طويله')).toBe(false);
  });

  it('refuses a tampered hash, salt or parameters, and anything that is not an argon2id PHC string', async () => {
    const encoded = await hasher.hash('tamper me');
    const [, salt = '', hash = ''] = phc.exec(encoded) ?? [];
    const flip = (text: string) => `${text.slice(0, 5)}${text[5] === 'A' ? 'B' : 'A'}${text.slice(6)}`;
    for (const forged of [
      encoded.replace(hash, flip(hash)),
      encoded.replace(salt, flip(salt)),
      encoded.replace('t=2', 't=3'),
      encoded.replace(hash, hash.slice(0, 20)),
      encoded.replace('$argon2id$', '$argon2i$'),
      encoded.replace('v=19', 'v=16'),
      '',
      'plain text password',
      '$2b$12$abcdefghijklmnopqrstuuOLm0R4XvYhvZ3fB8z3jT2vQ9xwR7b2e',
    ]) {
      expect(await hasher.verify(forged, 'tamper me')).toBe(false);
    }
  });

  it('verifies a hash made with other (e.g. older, lower) parameters, so they can rise later', async () => {
    const { argon2, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      argon2(
        'argon2id',
        { message: 'old password', nonce: salt, memory: 8192, passes: 1, parallelism: 1, tagLength: 32 },
        (error, derived) => (error ? reject(error) : resolve(derived)),
      ),
    );
    const old = `$argon2id$v=19$m=8192,t=1,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await hasher.verify(old, 'old password')).toBe(true);
    expect(await hasher.verify(old, 'new password')).toBe(false);
  });

  it('runs at most `concurrency` hashes at once and still answers every caller', async () => {
    const limited = createArgon2Hasher({ concurrency: 1 });
    const hashes = await Promise.all(['a', 'b', 'c'].map((password) => limited.hash(password)));
    expect(await Promise.all(hashes.map((encoded, index) => limited.verify(encoded, ['a', 'b', 'c'][index] ?? '')))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
