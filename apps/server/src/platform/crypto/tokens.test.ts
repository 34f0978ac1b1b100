import { describe, expect, it } from 'vitest';
import { randomDigits, randomToken, sameHash, sha256Hex, signPayload, verifySigned } from './tokens.ts';

describe('tokens', () => {
  it('draws URL-safe random tokens of the asked size (32 bytes by default)', () => {
    const token = randomToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken(16)).toMatch(/^[\w-]{22}$/);
    expect(new Set(Array.from({ length: 200 }, () => randomToken())).size).toBe(200);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toHaveLength(64);
  });

  it('draws codes of only digits, every digit appearing', () => {
    const codes = Array.from({ length: 200 }, () => randomDigits(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.join('')).size).toBe(10);
    expect(randomDigits(4)).toMatch(/^\d{4}$/);
  });

  it('compares hashes in constant time and refuses different lengths', () => {
    expect(sameHash(sha256Hex('a'), sha256Hex('a'))).toBe(true);
    expect(sameHash(sha256Hex('a'), sha256Hex('b'))).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
  });

  describe('signed payloads (signPayload / verifySigned)', () => {
    const secret = 'a-deployment-secret-of-at-least-32-chars';

    it('gives back the payload signed with the same secret, including non-ASCII text', () => {
      for (const payload of ['account:42:email', 'بريد@example.sa', '{"a":1}'])
        expect(verifySigned(signPayload(payload, secret), secret)).toBe(payload);
    });

    it('refuses another secret, a changed body, a changed signature and malformed tokens', () => {
      const token = signPayload('account:42', secret);
      const [body = '', mac = ''] = token.split('.');
      const otherBody = Buffer.from('account:43').toString('base64url');
      expect(verifySigned(token, `${secret}x`)).toBeNull();
      expect(verifySigned(`${otherBody}.${mac}`, secret)).toBeNull();
      expect(verifySigned(`${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, secret)).toBeNull();
      for (const malformed of ['', '.', body, `${body}.`, `.${mac}`, 'a.b.c']) expect(verifySigned(malformed, secret)).toBeNull();
    });
  });
});
