import type { FastifyRequest } from 'fastify';
import type { CaptchaCookie } from '../captcha/captcha-cookie.ts';
import type { SessionCookies } from '../session/session-cookies.ts';

/**
 * The browser at a visitor's door (sign-in, registration, recovery), as its cookies name it: there is no principal
 * yet, so the browser is the caller. The route reads it and passes it first, `(browser, input, ctx)`.
 */
export interface Browser {
  /** Its captcha cookie's token: captchas and sign-in codes are bound to it; null before its first captcha. */
  captchaToken: string | null;
  /** The session token it carries, if any: a sign-in from it replaces that session (one browser, one session). */
  sessionToken: string | null;
}

/** The cookies the routes read and write: the session's two (session-cookies.ts) and the captcha's. */
export interface BrowserCookies {
  session: SessionCookies;
  captcha: CaptchaCookie;
}

/** The browser of a request, from its cookies. */
export function browserOf(request: FastifyRequest, cookies: BrowserCookies): Browser {
  return { captchaToken: cookies.captcha.read(request), sessionToken: cookies.session.carriedToken(request) };
}
