import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dueForcedSteps, sessionCookies, type Role } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FreshProofPolicy, Principal, PrincipalResolver } from '../../plugins/auth.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionRepository, SessionUser } from './session.repository.ts';

const positive = z.number().int().positive();
/** lastSeenAt is written at most this often: the idle timer does not need a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** What the resolver loaded for a request's session, kept for the rest of that request. */
export interface LoadedSession extends SessionUser {
  pendingRelation: boolean;
  idleExpiresAt: Date;
  /** The session's absolute end: a rotated session keeps it (a new token never extends a session's life). */
  expiresAt: Date;
}

/** Whether a dependent's emergency delegation into an applicant's account still holds (decision 013). */
export interface StandInCheck {
  /** The applicant's role while the delegation holds, else null. One query. */
  roleWhileHolds(standInAccountId: string, applicantAccountId: string): Promise<Role | null>;
}

export interface OpenedSession {
  token: string;
  sessionId: string;
  /** When the session ends if unused (idle limit, capped by the absolute limit). */
  idleExpiresAt: Date;
}

/** A new session row with a new 256-bit token: the token goes to the cookie, only its SHA-256 to the row. */
function newSessionRow(
  request: FastifyRequest,
  fields: { accountId: string; actingForAccountId?: string | null; now: Date; expiresAt: Date; stepUpAt: Date | null },
) {
  const token = randomToken(32);
  const sessionId = crypto.randomUUID();
  const { now, ...rest } = fields;
  const row = {
    ...rest,
    id: sessionId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastSeenAt: now,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
  return { token, sessionId, row };
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
  /** Checked on every request of a session acting for an applicant (emergency login). */
  standIns: StandInCheck;
}) {
  const { repository, parameters, clock, secureCookies, standIns } = deps;
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
      // Every sign-in proves who is there (password and code, a white-list code, the national SSO): a change of
      // mobile, e-mail or IBAN right after it needs no second proof (decision 013).
      const { token, sessionId, row } = newSessionRow(request, {
        accountId,
        now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        stepUpAt: now,
      });
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

    /**
     * Ends the session whose cookie this request carries, when it is live: a sign-in from a browser that is already
     * signed in replaces its session rather than leaving it open beside the new one. Returns the ended session's id.
     */
    revokeCarried: (request: FastifyRequest, tx?: Database): Promise<string | null> => {
      const token = request.cookies[tokenCookie];
      if (!token || token.length > 100) return Promise.resolve(null);
      return repository.revokeByTokenHash(sha256Hex(token), clock.now(), 'SIGNED_IN_AGAIN', tx);
    },
    /** Ends a session; `reason` is kept (SIGN_OUT, ENDED_BY_USER, ROTATED, ...; see the schema). */
    revoke: async (sessionId: string, tx?: Database, reason: string | null = null): Promise<void> => {
      await repository.revoke(sessionId, clock.now(), tx, reason);
    },
    revokeAllOf: (accountId: string, exceptSessionId: string | null, tx?: Database, reason: string | null = null) =>
      repository.revokeAllOf(accountId, clock.now(), exceptSessionId, tx, reason),

    /**
     * A new token for the caller's session, acting for `actingForAccountId` (an applicant during an emergency login,
     * or null): a new row with a new token takes over, keeping the session's absolute end and its proof of identity,
     * and the old row ends as ROTATED. `save` writes both in the caller's transaction; then `writeCookies`. A token
     * seen before the switch (a shared computer, a copied cookie) does not carry into the applicant's account. A
     * re-authentication rotates too (`freshProof`, ASVS 7.2.4): the new row holds the proof, the old token is dead.
     */
    async rotate(principal: Principal, request: FastifyRequest, actingForAccountId: string | null, options: { freshProof?: boolean } = {}) {
      const idleMs = await idleLimitMs();
      const current = loaded.get(request);
      if (!current) throw new Error('rotate needs the session the resolver loaded');
      const now = clock.now();
      const { token, sessionId, row } = newSessionRow(request, {
        accountId: principal.actorAccountId,
        actingForAccountId,
        now,
        expiresAt: current.expiresAt,
        // A re-authentication (the password or a code) is the proof itself; else the proof the session had carries over.
        stepUpAt: options.freshProof ? now : principal.stepUpAt === null ? null : new Date(principal.stepUpAt),
      });
      const opened: OpenedSession = { token, sessionId, idleExpiresAt: idleEnd(now, current.expiresAt, idleMs) };
      return {
        ...opened,
        save: async (tx: Database) => {
          // Only a session still live has a successor: two requests read before a sign-out, or racing each other,
          // must not each leave a live token behind (the loser's transaction is undone with this refusal).
          const signedInAt = await repository.revoke(principal.sessionId, now, tx, 'ROTATED');
          if (!signedInAt) throw new DomainError('UNAUTHENTICATED');
          // The successor keeps the sign-in time the person's device list shows ("signed in"), not the rotation's.
          await repository.insert({ ...row, createdAt: signedInAt }, tx);
        },
      };
    },

    /** The freshness rule the auth plugin applies to `freshProof` endpoints: `security.stepUpMinutes`. */
    freshProofPolicy: {
      windowMs: async () => (await parameters.read('security.stepUpMinutes', positive)) * 60_000,
      now: () => clock.now().getTime(),
    } satisfies FreshProofPolicy,

    /** The live sessions of an account (not ended, not idle past the limit), most recently used first. */
    async liveOf(accountId: string) {
      const idleMs = await idleLimitMs();
      const now = clock.now();
      return repository.listLive(accountId, now, new Date(now.getTime() - idleMs));
    },

    /** Ends one session of the account; false when it is not one of its live sessions. */
    endOwn: (sessionId: string, accountId: string, reason: string) => repository.revokeOwn(sessionId, accountId, clock.now(), reason),

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
        let accountId = found.accountId;
        let role = found.account.role;
        if (found.actingForAccountId) {
          // The delegation must still hold at every request, not only at entry: once the applicant removed the
          // stand-in, changed the relationship or the relation was rejected, the acting session is over (401).
          const acted = await standIns.roleWhileHolds(found.accountId, found.actingForAccountId);
          if (!acted) return null;
          accountId = found.actingForAccountId;
          role = acted;
        }
        loaded.set(request, {
          account: found.account,
          person: found.person,
          pendingRelation: found.pendingRelation,
          idleExpiresAt: idleEnd(lastSeen, found.expiresAt, idleMs),
          expiresAt: found.expiresAt,
        });
        const principal: Principal = {
          accountId,
          roles: [role],
          actorAccountId: found.accountId,
          sessionId: found.id,
          // The steps of the person at the keyboard, from the account row this read already holds (no second query).
          forcedSteps: dueForcedSteps(found.account),
          stepUpAt: found.stepUpMs,
        };
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
