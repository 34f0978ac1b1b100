import type { DemoAccountInput } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PasswordHasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { demoPassword, demoPeople, demoRelations, demoSignInState } from '../../seed/demo/identity.seed.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { DemoAccountsRepository } from './demo-accounts.repository.ts';

/**
 * Demo tools (demo mode only): the README's demo accounts and a reset of each. Several of them can be tried once: a
 * forced password change, an unverified mobile, a migrated account and a relation to confirm are gone after the first
 * journey. A reset puts back the seeded sign-in state (password, mobile, e-mail, flags, locks, a deleted account, the
 * dependent's decision on a relation) and ends the account's sessions; its codes and sign-in hold-offs are forgotten, so
 * the daily code caps start again. Household and profile data are
 * not touched: they are the applicant's, changed through their own screens.
 */
export function createDemoAccountsService(deps: {
  db: Database;
  repository: DemoAccountsRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  audit: AuditService;
  clock: Clock;
}) {
  const { db, repository, sessions, hasher, audit, clock } = deps;

  return {
    async list() {
      const rows = await repository.listByNin(demoPeople.map((entry) => entry.nin));
      const now = clock.now();
      // In the README's order, one row per person: the first row of a person is its current account.
      return demoPeople.flatMap((entry) => {
        const row = rows.find((candidate) => candidate.nin === entry.nin);
        if (!row) return [];
        const { lockedUntil, ...rest } = row;
        return [{ ...rest, locked: lockedUntil !== null && lockedUntil > now }];
      });
    },

    /** A visitor's tool (demo mode has no staff): the audit line names no account. */
    async reset({ nin }: DemoAccountInput, ctx: RequestContext): Promise<{ success: true }> {
      const entry = demoPeople.find((candidate) => candidate.nin === nin);
      if (!entry) throw new DomainError('DEMO_ACCOUNT_NOT_FOUND');
      // Hashed before the transaction: argon2id takes tens of milliseconds, and the embedded database has one connection.
      const passwordHash = await hasher.hash(demoPassword);
      await db.transaction(async (tx) => {
        const target = await repository.accountOf(nin, tx);
        if (!target) throw new DomainError('DEMO_ACCOUNT_NOT_FOUND');
        const now = clock.now();
        await repository.updateAccount(target.id, { ...demoSignInState(entry, passwordHash), updatedAt: now }, tx);
        await sessions.revokeAllOf(target.id, null, tx, 'DEMO_RESET');
        await repository.clearSignInLimits(target.id, entry.mobile, tx);
        for (const relation of demoRelations.filter((candidate) => candidate.dependentNin === nin)) {
          const applicant = await repository.accountOf(relation.applicantNin, tx);
          if (applicant) await repository.restoreRelation(applicant.id, target.personId, relation.status, now, tx);
        }
        await audit.record(
          { accountId: null, ip: ctx.ip, requestId: ctx.requestId },
          { action: 'dev.demo-account.reset', entity: 'account', entityId: target.id },
          tx,
        );
      });
      return { success: true };
    },
  };
}
export type DemoAccountsService = ReturnType<typeof createDemoAccountsService>;
