import { dueForcedSteps, type Role } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUuid } from '../../platform/ids.ts';
import { actsOnBehalf, type Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { FreshProofPolicy } from '../../plugins/auth.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import type { SessionRepository, SessionUser } from './session.repository.ts';

/** lastSeenAt is written at most this often: the idle timer does not need a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** What the resolver loaded for a request's session, kept for the rest of that request (session-resolver.ts). */
export interface LoadedSession extends SessionUser {
  pendingRelation: boolean;
  /** When the session ends if unused (idle limit, capped by the absolute limit). */
  idleExpiresAt: Date;
  /** The session's absolute end: a rotated session keeps it (a new token never extends a session's life). */
  expiresAt: Date;
}

/** A live session found from its token: who calls, and what was loaded with it. */
export interface ResolvedSession {
  principal: Principal;
  session: LoadedSession;
}

/** Whether a dependent's emergency delegation into an applicant's account still holds (decision 028). */
export interface StandInCheck {
  /** The applicant's role while the delegation holds, else null. One query. */
  roleWhileHolds(standInAccountId: string, applicantAccountId: string): Promise<Role | null>;
}

/** A session just opened or rotated: the token the route sets in the cookie (session-cookies.ts), and its idle end. */
export interface OpenedSession {
  token: string;
  sessionId: string;
  /** When the session ends if unused (idle limit, capped by the absolute limit). */
  idleExpiresAt: Date;
}

/** A new session, or a new token for the caller's, not yet recorded: `save` writes it in the caller's transaction. */
export type PendingSession = OpenedSession & { save: (tx: Database) => Promise<void> };

/** A service's answer that opened or renewed the caller's session: the route sets its cookies, then answers. */
export interface WithSession<T> {
  answer: T;
  session: OpenedSession;
}

/** A new session row with a new 256-bit token: the token goes to the cookie, only its SHA-256 to the row. */
function newSessionRow(
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
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
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
  return { token, sessionId, row };
}

/**
 * Sessions (issue "Identity"): a 256-bit token from the CSPRNG per sign-in, stored as its SHA-256; the routes carry it
 * in an HttpOnly cookie with a readable expiry cookie beside it (session-cookies.ts). Ends after
 * `session.idleMinutes` unused or `session.absoluteHours`.
 */
export function createSessionService(deps: {
  repository: SessionRepository;
  parameters: ParameterService;
  clock: Clock;
  /** Checked on every request of a session acting for an applicant (emergency login). */
  standIns: StandInCheck;
}) {
  const { repository, parameters, clock, standIns } = deps;
  const idleLimitMs = async () => (await parameters.get('session.idleMinutes')) * 60_000;
  const limits = async () => ({
    idleMs: await idleLimitMs(),
    absoluteMs: (await parameters.get('session.absoluteHours')) * 3_600_000,
  });
  const idleEnd = (lastSeen: Date, expiresAt: Date, idleMs: number) => new Date(Math.min(lastSeen.getTime() + idleMs, expiresAt.getTime()));
  // A principal a test made up may name no session row at all.
  const endsOf = (sessionId: string) => (isUuid(sessionId) ? repository.endsOf(sessionId) : Promise.resolve(null));

  /**
   * A new token for the caller's session, acting for `actingForAccountId` (an applicant during an emergency login,
   * or null): a new row with a new token takes over, keeping the session's absolute end and its proof of identity,
   * and the old row ends as ROTATED. `save` writes both in the caller's transaction; the route then sets the cookies.
   * A token seen before the switch (a shared computer, a copied cookie) does not carry into the applicant's account.
   * A re-authentication rotates too (`freshProof`, ASVS 7.2.4): the new row holds the proof, the old token is dead.
   * Read before any transaction, as `open`.
   */
  async function rotate(
    principal: Principal,
    ctx: RequestContext,
    actingForAccountId: string | null,
    options: { freshProof?: boolean } = {},
  ): Promise<PendingSession> {
    const [idleMs, current] = await Promise.all([idleLimitMs(), endsOf(principal.sessionId)]);
    if (!current) throw new DomainError('UNAUTHENTICATED');
    const now = clock.now();
    const { token, sessionId, row } = newSessionRow(ctx, {
      accountId: principal.actorAccountId,
      actingForAccountId,
      now,
      expiresAt: current.expiresAt,
      // A re-authentication (the password or a code) is the proof itself; else the proof the session had carries over.
      stepUpAt: options.freshProof ? now : principal.stepUpAt === null ? null : new Date(principal.stepUpAt),
    });
    return {
      token,
      sessionId,
      idleExpiresAt: idleEnd(now, current.expiresAt, idleMs),
      save: async (tx: Database) => {
        // Only a session still live has a successor: two requests read before a sign-out, or racing each other,
        // must not each leave a live token behind (the loser's transaction is undone with this refusal).
        const signedInAt = await repository.revoke(principal.sessionId, now, tx, 'ROTATED');
        if (!signedInAt) throw new DomainError('UNAUTHENTICATED');
        // The successor keeps the sign-in time the person's device list shows ("signed in"), not the rotation's.
        await repository.insert({ ...row, createdAt: signedInAt }, tx);
      },
    };
  }

  return {
    /**
     * A new session for the account: its token and ends, and `save` to record it, in the caller's transaction when
     * given. The limits are read here, before any transaction: on the embedded database (one connection) a read
     * outside an open transaction would wait for it forever.
     */
    async open(accountId: string, ctx: RequestContext): Promise<PendingSession> {
      const { idleMs, absoluteMs } = await limits();
      const now = clock.now();
      // Every sign-in proves who is there (password and code, a white-list code, the national SSO): a change of
      // mobile, e-mail or IBAN right after it needs no second proof (decision 013).
      const { token, sessionId, row } = newSessionRow(ctx, {
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

    /**
     * Ends the live session of this token (the one the browser carries), if any: a sign-in from a browser that is
     * already signed in replaces its session rather than leaving it open beside the new one. Returns its id.
     */
    revokeByToken: (token: string | null, tx?: Database): Promise<string | null> =>
      token ? repository.revokeByTokenHash(sha256Hex(token), clock.now(), 'SIGNED_IN_AGAIN', tx) : Promise.resolve(null),
    /** Ends a session; `reason` is kept (SIGN_OUT, ENDED_BY_USER, ROTATED, ...; see the schema). */
    revoke: async (sessionId: string, tx?: Database, reason: string | null = null): Promise<void> => {
      await repository.revoke(sessionId, clock.now(), tx, reason);
    },
    revokeAllOf: (accountId: string, exceptSessionId: string | null, tx?: Database, reason: string | null = null) =>
      repository.revokeAllOf(accountId, clock.now(), exceptSessionId, tx, reason),

    rotate,

    /** A re-authentication (the password or a code proved just now): a new token holding the fresh proof. */
    reauthenticate: (principal: Principal, ctx: RequestContext): Promise<PendingSession> =>
      rotate(principal, ctx, actsOnBehalf(principal) ? principal.accountId : null, { freshProof: true }),

    /** The freshness rule the auth plugin applies to `freshProof` endpoints: `security.stepUpMinutes`. */
    freshProofPolicy: {
      windowMs: async () => (await parameters.get('security.stepUpMinutes')) * 60_000,
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

    /** The caller and session of a session token; null when unknown, revoked or expired (session-resolver.ts). */
    async resolve(token: string): Promise<ResolvedSession | null> {
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
      const session: LoadedSession = {
        account: found.account,
        person: found.person,
        pendingRelation: found.pendingRelation,
        idleExpiresAt: idleEnd(lastSeen, found.expiresAt, idleMs),
        expiresAt: found.expiresAt,
      };
      const principal: Principal = {
        accountId,
        roles: [role],
        actorAccountId: found.accountId,
        sessionId: found.id,
        // The steps of the person at the keyboard, from the account row this read already holds (no second query).
        forcedSteps: dueForcedSteps(found.account),
        stepUpAt: found.stepUpMs,
      };
      return { principal, session };
    },

    /** When the session the resolver loaded ends if unused (the readable expiry cookie, currentUser). */
    async idleExpiry(session: Pick<LoadedSession, 'idleExpiresAt'> | null): Promise<Date> {
      if (session) return session.idleExpiresAt;
      return new Date(clock.now().getTime() + (await idleLimitMs()));
    },

    /** The same for the caller's session read again by its id: for a service answering with the session user. */
    async idleExpiryOf(principal: Principal): Promise<Date> {
      const [idleMs, ends] = await Promise.all([idleLimitMs(), endsOf(principal.sessionId)]);
      return ends ? idleEnd(ends.lastSeenAt, ends.expiresAt, idleMs) : new Date(clock.now().getTime() + idleMs);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
