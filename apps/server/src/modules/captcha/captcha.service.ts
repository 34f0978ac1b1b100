import { sessionCookies } from '@sanad/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { randomCaptchaText, renderCaptchaImage } from '../../platform/captcha/captcha-image.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

/** HttpOnly cookie naming the browser a captcha belongs to. */
export const captchaCookie = 'sanad_captcha';

/**
 * Captchas bound to the browser that fetched them (a cookie), answerable once within `captcha.ttlSeconds`. A wrong
 * or reused answer is refused and the browser must fetch a new image.
 */
export function createCaptchaService(deps: {
  repository: CaptchaRepository;
  parameters: ParameterService;
  clock: Clock;
  secureCookies: boolean;
}) {
  const { repository, parameters, clock, secureCookies } = deps;
  // Over HTTPS the cookie that binds sign-in codes to a browser is `__Host-` prefixed like the session's (ASVS 3.3.3).
  const cookieName = `${secureCookies ? sessionCookies.securePrefix : ''}${captchaCookie}`;
  const keyOf = (request: FastifyRequest) => {
    const value = request.cookies[cookieName];
    return value && value.length <= 100 ? sha256Hex(value) : null;
  };

  return {
    /** A new image for this browser (setting its captcha cookie on first use). */
    async newImage(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
      let cookie = request.cookies[cookieName];
      if (!cookie || cookie.length > 100) {
        cookie = randomToken(32);
        reply.setCookie(cookieName, cookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
      }
      const ttl = await parameters.read('captcha.ttlSeconds', z.number().int().positive());
      const text = randomCaptchaText();
      await repository.replace(sha256Hex(cookie), text, new Date(clock.now().getTime() + ttl * 1000));
      return renderCaptchaImage(text);
    },

    /** Checks and burns this browser's captcha; throws CAPTCHA_INVALID on a wrong, expired or missing one. */
    async consume(request: FastifyRequest, answer: string): Promise<void> {
      const key = keyOf(request);
      const challenge = key ? await repository.take(key) : null;
      const valid =
        challenge !== null && challenge.expiresAt > clock.now() && challenge.answer.toUpperCase() === answer.trim().toUpperCase();
      if (!valid) throw new DomainError('CAPTCHA_INVALID', { fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid' }] });
    },

    /**
     * A stable, non-secret key of this browser (the hash of its captcha cookie), or null before its first captcha.
     * Sign-in codes are bound to it, so a code's id is of no use from another browser.
     */
    browserKey: (request: FastifyRequest): string | null => keyOf(request),

    /** Demo mode only: the answer of this browser's current captcha. */
    async currentAnswer(request: FastifyRequest): Promise<string> {
      const key = keyOf(request);
      const challenge = key ? await repository.peek(key) : null;
      if (!challenge) throw new DomainError('NOT_FOUND');
      return challenge.answer;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
