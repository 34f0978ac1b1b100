import { randomCaptchaText, renderCaptchaImage } from '../../platform/captcha/captcha-image.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { sha256Hex } from '../../platform/crypto/tokens.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

/**
 * Captchas bound to the browser that fetched them, answerable once within `captcha.ttlSeconds`. A wrong or reused
 * answer is refused and the browser must fetch a new image. The browser is named by the token of its captcha cookie,
 * which the routes read and set (captcha-cookie.ts); only its hash is stored.
 */
export function createCaptchaService(deps: { repository: CaptchaRepository; parameters: ParameterService; clock: Clock }) {
  const { repository, parameters, clock } = deps;
  const keyOf = (browserToken: string | null) => (browserToken ? sha256Hex(browserToken) : null);

  return {
    /** A new image for the browser of this token. */
    async newImage(browserToken: string): Promise<Buffer> {
      const ttl = await parameters.get('captcha.ttlSeconds');
      const text = randomCaptchaText();
      await repository.replace(sha256Hex(browserToken), text, new Date(clock.now().getTime() + ttl * 1000));
      return renderCaptchaImage(text);
    },

    /** Checks and burns this browser's captcha; throws CAPTCHA_INVALID on a wrong, expired or missing one. */
    async consume(browserToken: string | null, answer: string): Promise<void> {
      const key = keyOf(browserToken);
      const challenge = key ? await repository.take(key) : null;
      const valid =
        challenge !== null && challenge.expiresAt > clock.now() && challenge.answer.toUpperCase() === answer.trim().toUpperCase();
      if (!valid) throw new DomainError('CAPTCHA_INVALID', { fieldErrors: [{ field: 'body.captcha', code: 'captcha_invalid' }] });
    },

    /**
     * A stable, non-secret key of this browser (the hash of its captcha cookie), or null before its first captcha.
     * Sign-in codes are bound to it, so a code's id is of no use from another browser.
     */
    browserKey: (browserToken: string | null): string | null => keyOf(browserToken),

    /** Demo mode only: the answer of this browser's current captcha. */
    async currentAnswer(browserToken: string | null): Promise<string> {
      const key = keyOf(browserToken);
      const challenge = key ? await repository.peek(key) : null;
      if (!challenge) throw new DomainError('NOT_FOUND');
      return challenge.answer;
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
