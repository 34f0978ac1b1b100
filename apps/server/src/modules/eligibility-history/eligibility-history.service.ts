import { decodeTrace } from '../eligibility/trace-codec.ts';
import type {
  DependentEligibilityRecord,
  DependentEligibilityRequest,
  DependentEligibilityStatus,
  DependentIneligibilityRecord,
  DependentsEligibilityStatusRequest,
  EligibilityDetail,
  EligibilityRecord,
  EligibilityRequest,
  IneligibilityRecord,
  LastEligibilityParams,
  LastEligibilityQuery,
} from '@sanad/contract';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { readsAsDependent, type BeneficiaryScope, type ScopeIds } from './beneficiary-scope.ts';
import {
  toDependentIneligibility,
  toDependentRecord,
  toDependentStatus,
  toDetail,
  toIneligibleHouse,
  toLeftOutMember,
  toMember,
  toRecord,
} from './eligibility-mappers.ts';
import type { EligibilityHistoryRepository } from './eligibility-history.repository.ts';
import type { ReasonMessages } from './reason-messages.ts';

export interface EligibilityHistoryServiceDeps {
  repository: EligibilityHistoryRepository;
  scope: BeneficiaryScope;
  reasons: ReasonMessages;
}

/** The ids an eligibility request names, in the scope's terms. */
const idsOf = (input: EligibilityRequest): ScopeIds => ({
  applicationId: input.application_ID,
  houseId: input.house_ID,
  programId: input.program_ID,
  period: input.cycle_ID,
});

/**
 * What the beneficiary reads of the cycles' results (docs/decisions/058-eligibility-and-payment-reads.md): only
 * published months, each with why it came out as it did; a person's own months; a house's dependents in a month.
 * Nothing here writes.
 */
export function createEligibilityHistoryService(deps: EligibilityHistoryServiceDeps) {
  const { repository, scope, reasons } = deps;

  return {
    /** The caller's published results per cycle and house, newest first. */
    async eligibilityHistory(principal: Principal, input: EligibilityRequest, ctx: RequestContext): Promise<EligibilityRecord[]> {
      const household = await scope.household(principal, { ...idsOf(input), personNin: input.dependent_NIN });
      const [rows, word] = await Promise.all([repository.results(household), reasons(ctx.language)]);
      return rows.map((row) => toRecord(row, word));
    },

    /** Every ineligible house and every person left out, newest month first (a month's houses before its people). */
    async ineligibilityReasonHistory(principal: Principal, input: EligibilityRequest, ctx: RequestContext): Promise<IneligibilityRecord[]> {
      const household = await scope.household(principal, { ...idsOf(input), personNin: input.dependent_NIN });
      const [houses, members, word] = await Promise.all([
        // With a person named, a house's ineligibility concerns them only when they were evaluated in it.
        repository.ineligibleResults(household),
        repository.leftOutMembers(household),
        reasons(ctx.language),
      ]);
      const records = [...houses.map((row) => toIneligibleHouse(row, word)), ...members.map((row) => toLeftOutMember(row, word))];
      // Stable: within a month the houses (listed first) stay before the people.
      return records.sort((a, b) => (a.period === b.period ? 0 : a.period < b.period ? 1 : -1));
    },

    /**
     * Application {a}, house {b}: the latest published month (or `cycle_ID`'s) with every member, the steps of the
     * function and what changed since the month before; null when nothing is published for the house yet.
     */
    async lastEligibility(
      principal: Principal,
      input: LastEligibilityParams & LastEligibilityQuery,
      ctx: RequestContext,
    ): Promise<EligibilityDetail | null> {
      const household = await scope.household(principal, { applicationId: input.a, houseId: input.b });
      const ref = { accountId: household.accountId, applicationId: input.a, houseId: input.b };
      const found = await repository.findResult(ref, input.cycle_ID ? { period: input.cycle_ID } : {});
      if (!found) return null;
      const [previous, word] = await Promise.all([repository.findResult(ref, { before: found.period }), reasons(ctx.language)]);
      const members = await repository.members(previous ? [found.resultId, previous.resultId] : [found.resultId]);
      const membersOf = (resultId: string) =>
        members.filter((member) => member.resultId === resultId).map((member) => toMember(member, word));
      return toDetail(
        toRecord(found, word),
        membersOf(found.resultId),
        decodeTrace(found.trace),
        previous ? { record: toRecord(previous, word), members: membersOf(previous.resultId) } : null,
      );
    },

    /** One person's published months: their category, counted or not, their share; newest first. */
    async dependentEligibilityHistory(
      principal: Principal,
      input: DependentEligibilityRequest,
      ctx: RequestContext,
    ): Promise<DependentEligibilityRecord[]> {
      const person = await scope.person(principal, input.dependent_NIN, idsOf(input));
      const [rows, word] = await Promise.all([repository.personMonths(person), reasons(ctx.language)]);
      return rows.map((row) => toDependentRecord(row, word));
    },

    /** The months one person was left out or their house was ineligible, with the reasons; newest first. */
    async dependentIneligibilityReasonHistory(
      principal: Principal,
      input: DependentEligibilityRequest,
      ctx: RequestContext,
    ): Promise<DependentIneligibilityRecord[]> {
      const person = await scope.person(principal, input.dependent_NIN, idsOf(input));
      const [rows, word] = await Promise.all([repository.personMonths(person, { leftOutOrIneligible: true }), reasons(ctx.language)]);
      return rows.map((row) => toDependentIneligibility(row, word));
    },

    /**
     * The dependents of a house in a month (the latest published when no cycle is named): every one for the head of
     * household (or only the one `userNin` names), only themselves for a dependent.
     */
    async dependentsEligibilityStatus(
      principal: Principal,
      input: DependentsEligibilityStatusRequest,
      ctx: RequestContext,
    ): Promise<DependentEligibilityStatus[]> {
      const ids: ScopeIds = { applicationId: input.applicationId, houseId: input.houseId, programId: input.programId };
      const [person, self] = await Promise.all([scope.person(principal, input.userNin, ids), scope.me(principal)]);
      const onlyPerson = readsAsDependent(principal) || person.personId !== self.personId ? person.personId : null;
      const result = await repository.findResultOfHouse(input.applicationId, input.houseId, input.eligibiltyCycle ?? undefined);
      if (!result || (person.programId !== undefined && result.programId !== person.programId)) return [];
      const [members, word] = await Promise.all([repository.members([result.resultId]), reasons(ctx.language)]);
      return members.flatMap((member) =>
        member.dependentId !== null && (onlyPerson === null || member.personId === onlyPerson)
          ? [toDependentStatus(result, { ...member, dependentId: member.dependentId }, word)]
          : [],
      );
    },
  };
}
export type EligibilityHistoryService = ReturnType<typeof createEligibilityHistoryService>;
