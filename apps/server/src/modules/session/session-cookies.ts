import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookies as names } from '@sanad/contract';
import type { OpenedSession } from './session.service.ts';

/** A value longer than any token we issue is not ours: it is never hashed nor looked up. */
const longestToken = 100;

/**
 * The two security cookies of spec §8 as the routes write and read them: an HttpOnly session token and a readable
 * expiry. Services open, rotate and end sessions; only the routes touch cookies, through this.
 */
export function createSessionCookies(options: { secure: boolean }) {
  const prefix = options.secure ? names.securePrefix : '';
  const tokenCookie = `${prefix}${names.token}`;
  const expiryCookie = `${prefix}${names.expiry}`;
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure };

  function write(reply: FastifyReply, token: string | null, until: Date): void {
    if (token) reply.setCookie(tokenCookie, token, { ...base, httpOnly: true });
    reply.setCookie(expiryCookie, until.toISOString(), { ...base, httpOnly: false });
  }

  return {
    /** Sets both cookies for a session just opened or rotated. */
    write: (reply: FastifyReply, session: Pick<OpenedSession, 'token' | 'idleExpiresAt'>): void =>
      write(reply, session.token, session.idleExpiresAt),

    /** Sets the cookies of the session a step opened or renewed (when it did one), and gives the step's answer. */
    issue: <T>(reply: FastifyReply, result: { answer: T; session: OpenedSession | null }): T => {
      if (result.session) write(reply, result.session.token, result.session.idleExpiresAt);
      return result.answer;
    },

    clear(reply: FastifyReply): void {
      reply.clearCookie(tokenCookie, base);
      reply.clearCookie(expiryCookie, base);
    },

    /**
     * Moves the readable expiry cookie to `until`. Only when it moves: the idle end changes at most once a minute
     * (the session's last-seen time is written that often), and rewriting the cookie the browser already holds cost
     * every currentUser call a header.
     */
    refreshExpiry(request: FastifyRequest, reply: FastifyReply, until: Date): void {
      if (request.cookies[expiryCookie] === until.toISOString()) return;
      write(reply, null, until);
    },

    /** The session token this request carries, or null (absent, or too long to be one). */
    carriedToken(request: FastifyRequest): string | null {
      const token = request.cookies[tokenCookie];
      return token && token.length <= longestToken ? token : null;
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
