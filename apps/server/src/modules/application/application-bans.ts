import type { BanPeriod } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { banState } from './application-blockers.ts';
import type { ApplicationRepository } from './application.repository.ts';

/**
 * The one ban from applying (docs/decisions/052-one-ban.md): the withdrawal ban stored on WITHDRAWN applications
 * (`application.banEndsAt`), binding the household of the withdrawal (`repository.latestBanEnd`). validate-application,
 * submit and create (through the blockers), remaining-ban-period and the users module's isBannedUser and
 * remaining-ban-period all read it here.
 */
export function createApplicationBans(deps: { repository: ApplicationRepository; clock: Clock }) {
  const { repository, clock } = deps;
  return {
    /** Whether a ban holds for the account now, until when, and the days left (a started day counting). */
    async banOf(accountId: string, tx?: Database): Promise<BanPeriod> {
      const endsAt = await repository.latestBanEnd(accountId, tx);
      const ban = banState(endsAt, clock.now());
      return { banned: ban.banned, banEndsAt: ban.banned && endsAt ? endsAt.toISOString() : null, remainingDays: ban.remainingDays };
    },
  };
}
export type ApplicationBans = ReturnType<typeof createApplicationBans>;
