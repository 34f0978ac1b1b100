import { maskMobile, type CurrentUser } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { actsOnBehalf, type Principal } from '../../platform/principal.ts';
import type { AccountRepository } from '../account/account.repository.ts';
import type { SessionUser } from '../session/session.repository.ts';
import type { LoadedSession, SessionService } from '../session/session.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { Delegations } from './emergency-login.service.ts';

/** The account as the request already read it (a sign-in's check, the resolver's load), with its pending relation if known. */
export type AccountSnapshot = SessionUser & Partial<Pick<LoadedSession, 'pendingRelation'>>;

/**
 * The session user of spec §3 (GET currentUser, and the answer of every step that changes it): the person signed in,
 * the account acted for during an emergency login, and every flag that steers the post-login redirects.
 */
export function createCurrentUserService(deps: {
  accounts: AccountRepository;
  repository: Pick<AuthRepository, 'hasPendingRelation'>;
  /** The delegations that hold: the emergency choice is offered only when one does (decision 028). */
  delegations: Pick<Delegations, 'held'>;
  sessions: Pick<SessionService, 'idleExpiryOf'>;
}) {
  const { accounts, repository, delegations, sessions } = deps;

  /**
   * The session user, ending if unused at `expiresAt`. `snapshot` is the caller's account as this request already
   * read it: what the session resolver loaded (with the pending relation), or the account a sign-in just checked.
   * After a write to the account the caller passes none, so the answer reflects the change.
   */
  async function sessionUser(principal: Principal, expiresAt: Date, snapshot?: AccountSnapshot | null): Promise<CurrentUser> {
    const fresh = snapshot && snapshot.account.id === principal.actorAccountId ? snapshot : null;
    const own: SessionUser | null = fresh ?? (await accounts.findById(principal.actorAccountId));
    if (!own) throw new DomainError('UNAUTHENTICATED');
    const acting = actsOnBehalf(principal) ? await accounts.findById(principal.accountId) : null;
    const [pendingRelation, held] = await Promise.all([
      fresh?.pendingRelation ?? repository.hasPendingRelation(own.person.id),
      own.account.canLoginOnBehalfOfApplicant ? delegations.held(own.account.id) : Promise.resolve([]),
    ]);
    const { account, person } = own;
    return {
      principal: account.username,
      user: {
        id: account.id,
        username: account.username,
        nameAr: person.nameAr,
        nameEn: person.nameEn,
        role: account.role,
        maskedMobile: maskMobile(account.mobile),
        email: account.email,
        emailVerified: account.emailVerified,
        changePasswordRequired: account.changePasswordRequired,
        mobileVerificationStatus: account.mobileVerificationStatus,
        isMigratedOldDssNotLoggedIn: account.isMigratedOldDssNotLoggedIn,
        confirmRelationRequired: pendingRelation,
        canLoginOnBehalfOfApplicant: account.canLoginOnBehalfOfApplicant && held.length > 0,
        emergencyLogin: acting !== null,
        actingFor: acting ? { id: acting.account.id, nameAr: acting.person.nameAr, nameEn: acting.person.nameEn } : null,
        whiteListed: account.whiteListed,
      },
      authorities: [{ authority: (acting ?? own).account.role }],
      expiresAt: expiresAt.toISOString(),
    };
  }

  return {
    sessionUser,

    /**
     * The caller's session user. `session` is what the resolver loaded for this request (GET currentUser answers from
     * it alone); without it, after a step that changed the account, the account and the session's idle end are read.
     */
    async currentUser(principal: Principal, session: LoadedSession | null = null): Promise<CurrentUser> {
      return sessionUser(principal, session?.idleExpiresAt ?? (await sessions.idleExpiryOf(principal)), session);
    },
  };
}
export type CurrentUserService = ReturnType<typeof createCurrentUserService>;
