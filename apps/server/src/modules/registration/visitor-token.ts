import { z } from 'zod';
import { signPayload, verifySigned } from '../../platform/crypto/tokens.ts';

/** A visitor's proof that they hold a mobile, for a national id, until `expiresAt` (e.g. to open a ticket). */
export interface VisitorProof {
  nin: string;
  mobile: string;
  expiresAt: Date;
}

// `purpose` keeps a token signed for another use (an e-mail link) from passing as a visitor token.
const payloadSchema = z.object({ purpose: z.literal('visitor'), nin: z.string(), mobile: z.string(), exp: z.number().int() });

export function signVisitorToken(proof: VisitorProof, secret: string): string {
  return signPayload(JSON.stringify({ purpose: 'visitor', nin: proof.nin, mobile: proof.mobile, exp: proof.expiresAt.getTime() }), secret);
}

/** The proof a token carries, or null when it is forged, malformed or expired at `now`. */
export function verifyVisitorToken(token: string, secret: string, now: Date): VisitorProof | null {
  const text = verifySigned(token, secret);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp <= now.getTime()) return null;
  return { nin: parsed.data.nin, mobile: parsed.data.mobile, expiresAt: new Date(parsed.data.exp) };
}
