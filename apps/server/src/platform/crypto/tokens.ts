import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes (≥ 16 = 128 bits) from the system CSPRNG, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored only as their SHA-256: a database leak does not hand out sessions or OTPs. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code of `digits` digits, uniformly drawn (OTP). */
export function randomDigits(digits: number): string {
  return Array.from({ length: digits }, () => randomInt(0, 10)).join('');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Signs a short payload (e-mail activation links) with the deployment secret; `verifySigned` returns it back. */
export function signPayload(payload: string, secret: string): string {
  const body = Buffer.from(payload).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifySigned(token: string, secret: string): string | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest('base64url');
  return sameHash(mac, expected) ? Buffer.from(body, 'base64url').toString() : null;
}
