import {
  todayInRiyadh,
  type RamadanEligibility,
  type RamadanPayment,
  type RamadanRewardMember,
  type RamadanRewardParams,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { ramadanEligibility, ramadanHijriYear } from './ramadan-rules.ts';
import type { RamadanRepository } from './ramadan.repository.ts';

export interface RamadanServiceDeps {
  repository: RamadanRepository;
  clock: Clock;
}

/**
 * The Ramadan reward screens (DOMAIN.md "Ramadan reward"; docs/decisions/047-dynamic-forms-and-ramadan.md): reads
 * only, of rewards the cycles engine writes. Every reward id is the caller's or a 404.
 */
export function createRamadanService(deps: RamadanServiceDeps) {
  const { repository, clock } = deps;

  return {
    async isEligible(principal: Principal, ctx: RequestContext): Promise<RamadanEligibility> {
      const hijriYear = ramadanHijriYear(todayInRiyadh(clock.now()));
      return ramadanEligibility(await repository.currentSspApplication(principal.accountId), hijriYear, ctx.language);
    },

    payments(principal: Principal): Promise<RamadanPayment[]> {
      return repository.listRewards(principal.accountId);
    },

    async dependents(principal: Principal, input: RamadanRewardParams): Promise<RamadanRewardMember[]> {
      const owned = isUuid(input.id) && (await repository.ownsReward(input.id, principal.accountId));
      if (!owned) throw new DomainError('NOT_FOUND');
      return repository.listMembers(input.id);
    },

    hasRewards(principal: Principal): Promise<boolean> {
      return repository.hasRewards(principal.accountId);
    },
  };
}
export type RamadanService = ReturnType<typeof createRamadanService>;
