import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookies } from '@sanad/contract';
import { randomToken } from '../../platform/crypto/tokens.ts';

/** HttpOnly cookie naming the browser a captcha belongs to. */
export const captchaCookie = 'sanad_captcha';

/** A value longer than any token we issue is not ours. */
const longestToken = 100;

/**
 * The captcha cookie as the routes read and write it: a random token naming the browser. The captcha service and the
 * sign-in doors get its value, never the request (captchas and sign-in codes are bound to it).
 */
export function createCaptchaCookie(options: { secure: boolean }) {
  // Over HTTPS the cookie that binds sign-in codes to a browser is `__Host-` prefixed like the session's (ASVS 3.3.3).
  const name = `${options.secure ? sessionCookies.securePrefix : ''}${captchaCookie}`;
  const read = (request: FastifyRequest): string | null => {
    const value = request.cookies[name];
    return value && value.length <= longestToken ? value : null;
  };
  return {
    /** This browser's token, or null before its first captcha. */
    read,
    /** This browser's token, set on first use. */
    ensure(request: FastifyRequest, reply: FastifyReply): string {
      const current = read(request);
      if (current) return current;
      const token = randomToken(32);
      reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure });
      return token;
    },
  };
}
export type CaptchaCookie = ReturnType<typeof createCaptchaCookie>;
