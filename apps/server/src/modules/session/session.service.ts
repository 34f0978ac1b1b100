import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionCookies } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Principal, PrincipalResolver } from '../../plugins/auth.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionRepository, SessionUser } from './session.repository.ts';

const positive = z.number().int().positive();
/** lastSeenAt is written at most this often: the idle timer does not need a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** What the resolver loaded for a request's session, kept for the rest of that request. */
export interface LoadedSession extends SessionUser {
  pendingRelation: boolean;
  idleExpiresAt: Date;
}

export interface OpenedSession {
  token: string;
  sessionId: string;
  /** When the session ends if unused (idle limit, capped by the absolute limit). */
  idleExpiresAt: Date;
}

/**
 * Sessions (issue "Identity"): a 256-bit token from the CSPRNG per sign-in, stored as its SHA-256, in an HttpOnly
 * cookie; a readable expiry cookie beside it. Ends after `session.idleMinutes` unused or `session.absoluteHours`.
 */
export function createSessionService(deps: {
  repository: SessionRepository;
  parameters: ParameterService;
  clock: Clock;
  secureCookies: boolean;
}) {
  const { repository, parameters, clock, secureCookies } = deps;
  const prefix = secureCookies ? sessionCookies.securePrefix : '';
  const tokenCookie = `${prefix}${sessionCookies.token}`;
  const expiryCookie = `${prefix}${sessionCookies.expiry}`;
  const idleLimitMs = async () => (await parameters.read('session.idleMinutes', positive)) * 60_000;
  const limits = async () => ({
    idleMs: await idleLimitMs(),
    absoluteMs: (await parameters.read('session.absoluteHours', positive)) * 3_600_000,
  });
  const idleEnd = (lastSeen: Date, expiresAt: Date, idleMs: number) => new Date(Math.min(lastSeen.getTime() + idleMs, expiresAt.getTime()));
  const loaded = new WeakMap<FastifyRequest, LoadedSession>();

  function setCookies(reply: FastifyReply, token: string | null, until: Date): void {
    const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies };
    if (token) reply.setCookie(tokenCookie, token, { ...base, httpOnly: true });
    reply.setCookie(expiryCookie, until.toISOString(), { ...base, httpOnly: false });
  }

  return {
    /**
     * A new session for the account: its token and ends, and `save` to record it, in the caller's transaction when
     * given. The limits are read here, before any transaction: on the embedded database (one connection) a read
     * outside an open transaction would wait for it forever.
     */
    async open(accountId: string, request: FastifyRequest): Promise<OpenedSession & { save: (tx?: Database) => Promise<void> }> {
      const { idleMs, absoluteMs } = await limits();
      const now = clock.now();
      const token = randomToken(32);
      const sessionId = crypto.randomUUID();
      const row = {
        id: sessionId,
        tokenHash: sha256Hex(token),
        accountId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      };
      return {
        token,
        sessionId,
        idleExpiresAt: new Date(now.getTime() + Math.min(idleMs, absoluteMs)),
        save: (tx?: Database) => repository.insert(row, tx),
      };
    },

    /** Sets the two security cookies of spec §8 for a new session. */
    writeCookies(reply: FastifyReply, opened: OpenedSession): void {
      setCookies(reply, opened.token, opened.idleExpiresAt);
    },

    clearCookies(reply: FastifyReply): void {
      const base = { path: '/', sameSite: 'lax' as const, secure: secureCookies };
      reply.clearCookie(tokenCookie, base);
      reply.clearCookie(expiryCookie, base);
    },

    revoke: (sessionId: string, tx?: Database) => repository.revoke(sessionId, clock.now(), tx),
    revokeAllOf: (accountId: string, exceptSessionId: string | null, tx?: Database) =>
      repository.revokeAllOf(accountId, clock.now(), exceptSessionId, tx),
    setActingFor: (sessionId: string, accountId: string | null, tx?: Database) => repository.setActingFor(sessionId, accountId, tx),

    /** The principal of a request from its session cookie; null when absent, unknown, revoked or expired. */
    resolver(): PrincipalResolver {
      return async (request) => {
        const token = request.cookies[tokenCookie];
        if (!token || token.length > 100) return null;
        const found = await repository.findByTokenHash(sha256Hex(token));
        if (!found || found.revoked || found.account.status === 'DELETED') return null;
        const idleMs = await idleLimitMs();
        const now = clock.now();
        if (idleEnd(found.lastSeenAt, found.expiresAt, idleMs) <= now) return null;
        let lastSeen = found.lastSeenAt;
        if (now.getTime() - lastSeen.getTime() >= TOUCH_EVERY_MS) {
          await repository.touch(found.id, now);
          lastSeen = now;
        }
        loaded.set(request, {
          account: found.account,
          person: found.person,
          pendingRelation: found.pendingRelation,
          idleExpiresAt: idleEnd(lastSeen, found.expiresAt, idleMs),
        });
        let accountId = found.accountId;
        let role = found.account.role;
        if (found.actingForAccountId) {
          const acted = await repository.roleOf(found.actingForAccountId);
          if (!acted || acted.status === 'DELETED') return null;
          accountId = found.actingForAccountId;
          role = acted.role;
        }
        const principal: Principal = { accountId, roles: [role], actorAccountId: found.accountId, sessionId: found.id };
        return principal;
      };
    },

    /** When the caller's session ends if unused, for the readable expiry cookie and currentUser. */
    async idleExpiry(request: FastifyRequest): Promise<Date> {
      const known = loaded.get(request);
      if (known) return known.idleExpiresAt;
      const idleMs = await idleLimitMs();
      return new Date(clock.now().getTime() + idleMs);
    },

    /** The session data the resolver loaded for this request (null for visitors). */
    loaded: (request: FastifyRequest): LoadedSession | null => loaded.get(request) ?? null,

    /**
     * Moves the readable expiry cookie to `until`. Only when it moves: the idle end changes at most once a minute
     * (TOUCH_EVERY_MS), and rewriting the cookie the browser already holds cost every currentUser call a header.
     */
    refreshExpiryCookie(request: FastifyRequest, reply: FastifyReply, until: Date): void {
      if (request.cookies[expiryCookie] === until.toISOString()) return;
      setCookies(reply, null, until);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
