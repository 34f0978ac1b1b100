import { todayInRiyadh, type FlvEligibilityRequest, type FlvRequestDetail } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { readApplicationFacts, type FactsReaders } from '../cycle/cycle-facts.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { evaluateHouse } from '../eligibility/eligibility-rules.ts';
import type { BeneficiaryScope } from './beneficiary-scope.ts';
import type { EligibilityHistoryRepository } from './eligibility-history.repository.ts';
import type { FlvReads } from './flv-reads.service.ts';
import type { FlvStoredHouse } from './flv-stored.ts';

export interface FlvRequestDeps {
  repository: EligibilityHistoryRepository;
  scope: BeneficiaryScope;
  /** The cycle's set reads of the facts, used here for one application (cycle-facts.ts `readApplicationFacts`). */
  facts: FactsReaders['facts'];
  profiles: FactsReaders['profiles'];
  applications: FactsReaders['applications'];
  parameters: Pick<EligibilityParametersService, 'parametersAt'>;
  reads: Pick<FlvReads, 'detailOf'>;
  clock: Clock;
}

/**
 * An FLV pre-check (DOMAIN.md "FLV eligibility"; decision 058): the eligibility function on the application's data of
 * the moment, with the parameters valid today (Riyadh), through the same fact reader and builder as the cycle
 * (cycle-facts.ts `readApplicationFacts`) and the same function (`evaluateHouse`). It is kept in the application's FLV
 * history and never creates a payment. Like the what-if, it judges a draft as if submitted and does not look for a
 * person counted in another household (the reader's two differences from a cycle).
 */
export function createFlvRequestService(deps: FlvRequestDeps) {
  const { repository, scope, facts, profiles, applications, parameters, reads, clock } = deps;

  return {
    async request(principal: Principal, input: FlvEligibilityRequest, ctx: RequestContext): Promise<FlvRequestDetail> {
      const household = await scope.household(principal, { applicationId: input.application_ID });
      const found = await repository.applicationWithHead(household.accountId, input.application_ID);
      if (!found) throw new DomainError('NOT_FOUND');
      const today = todayInRiyadh(clock.now());
      const valid = await parameters.parametersAt(today);
      const toEvaluate = await readApplicationFacts({ facts, profiles, applications }, found, today, valid.adultAge);
      const evaluated: FlvStoredHouse[] = toEvaluate.map(({ houseId, facts: houseFacts }) => {
        const evaluation = evaluateHouse(houseFacts, valid, today);
        return {
          houseId,
          outcome: evaluation.outcome,
          reasons: evaluation.reasons,
          standard: evaluation.standard,
          countedIncome: evaluation.countedIncome,
          assets: evaluation.assets,
          entitlement: evaluation.entitlement,
          members: evaluation.members.map((member) => ({
            personId: member.personId,
            dependentId: member.dependentId,
            category: member.category,
            counted: member.counted,
            leftOutReason: member.leftOutReason,
            standardShare: member.standardShare,
            countedIncome: member.countedIncome,
          })),
          trace: evaluation.trace,
        };
      });
      const id = await repository.insertFlvRequest({
        applicantAccountId: found.applicantAccountId,
        applicationId: found.id,
        outcome: evaluated.some((house) => house.outcome === 'ELIGIBLE') ? 'ELIGIBLE' : 'INELIGIBLE',
        entitlement: evaluated.reduce((sum, house) => sum + house.entitlement, 0),
        houses: evaluated,
        parametersDay: valid.day,
        requestedAt: clock.now(),
      });
      const [row] = await repository.flvRequests(household.accountId, { id });
      if (!row) throw new Error(`FLV request ${id} was not read back`);
      return reads.detailOf(row, ctx.language);
    },
  };
}
export type FlvRequestService = ReturnType<typeof createFlvRequestService>;
