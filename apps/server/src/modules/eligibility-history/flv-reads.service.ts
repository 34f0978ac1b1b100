import type {
  EligibilityIdParams,
  EligibilityRequest,
  FlvHouseResult,
  FlvRequestDetail,
  FlvRequestSummary,
  Language,
} from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { BeneficiaryScope } from './beneficiary-scope.ts';
import { decodeTrace } from '../eligibility/trace-codec.ts';
import { toMember } from './eligibility-mappers.ts';
import type { EligibilityHistoryRepository, FlvRequestRow } from './eligibility-history.repository.ts';
import { flvStoredHousesSchema } from './flv-stored.ts';
import type { ReasonMessages } from './reason-messages.ts';

export interface FlvReadsDeps {
  repository: EligibilityHistoryRepository;
  scope: BeneficiaryScope;
  reasons: ReasonMessages;
}

function toSummary(row: FlvRequestRow, housesCount: number): FlvRequestSummary {
  return {
    id: row.id,
    applicationId: row.applicationId,
    applicationNumber: row.applicationNumber,
    outcome: row.outcome,
    entitlement: row.entitlement,
    housesCount,
    parametersDay: row.parametersDay,
    requestedAt: row.requestedAt.toISOString(),
  };
}

/**
 * The FLV pre-checks an applicant asked for (DOMAIN.md "FLV eligibility"; decision 058), read back: the latest, the
 * history of an application and one with each house's evaluation. Houses and people are named as they are now.
 */
export function createFlvReads(deps: FlvReadsDeps) {
  const { repository, scope, reasons } = deps;

  /** The stored houses of a pre-check with their houses' and members' names. */
  async function detailOf(row: FlvRequestRow, language: Language): Promise<FlvRequestDetail> {
    const parsed = flvStoredHousesSchema.safeParse(row.houses);
    if (!parsed.success) throw new Error(`FLV request ${row.id} holds houses the reads cannot parse: ${parsed.error.message}`);
    const stored = parsed.data;
    const personIds = [...new Set(stored.flatMap((house) => house.members.map((member) => member.personId)))];
    const dependentIds = [
      ...new Set(stored.flatMap((house) => house.members.flatMap((member) => (member.dependentId ? [member.dependentId] : [])))),
    ];
    const [houses, people, relationships, word] = await Promise.all([
      repository.housesByIds(stored.map((house) => house.houseId)),
      repository.peopleByIds(personIds),
      repository.relationshipsByDependentIds(dependentIds),
      reasons(language),
    ]);
    const houseById = new Map(houses.map((house) => [house.id, house]));
    const personById = new Map(people.map((found) => [found.id, found]));
    const relationshipOf = new Map(relationships.map((found) => [found.id, found.relationship]));
    const results = stored.flatMap((house): FlvHouseResult[] => {
      const found = houseById.get(house.houseId);
      if (!found) return [];
      return [
        {
          house: found,
          outcome: house.outcome,
          reasons: house.reasons.map(word),
          standard: house.standard,
          countedIncome: house.countedIncome,
          assets: house.assets,
          entitlement: house.entitlement,
          members: house.members.map((member) => {
            const who = personById.get(member.personId);
            return toMember(
              {
                ...member,
                nameAr: who?.nameAr ?? '',
                nameEn: who?.nameEn ?? '',
                relationship: member.dependentId ? (relationshipOf.get(member.dependentId) ?? null) : null,
                // A pre-check pays nothing: no share.
                share: 0,
              },
              word,
            );
          }),
          trace: decodeTrace(house.trace),
        },
      ];
    });
    return { ...toSummary(row, stored.length), houses: results };
  }

  return {
    detailOf,

    /** The caller's latest pre-check (of `application_ID` when given), or null. */
    async flvResult(principal: Principal, input: EligibilityRequest, ctx: RequestContext): Promise<FlvRequestDetail | null> {
      const household = await scope.household(principal, { applicationId: input.application_ID });
      const [latest] = await repository.flvRequests(household.accountId, {
        ...(household.applicationId ? { applicationId: household.applicationId } : {}),
        limit: 1,
      });
      return latest ? detailOf(latest, ctx.language) : null;
    },

    /** The pre-checks of application {id} of the caller, newest first. */
    async flvEligibilityHistory(principal: Principal, input: EligibilityIdParams): Promise<FlvRequestSummary[]> {
      const household = await scope.household(principal, { applicationId: input.id });
      const rows = await repository.flvRequests(household.accountId, { applicationId: input.id });
      return rows.map((row) => toSummary(row, Array.isArray(row.houses) ? row.houses.length : 0));
    },

    /** One pre-check of the caller's with each house; another's, or an unknown id, is NOT_FOUND. */
    async flvEligibilityHistoryDetails(principal: Principal, input: EligibilityIdParams, ctx: RequestContext): Promise<FlvRequestDetail> {
      const [row] = isUuid(input.id) ? await repository.flvRequests(principal.accountId, { id: input.id }) : [];
      if (!row) throw new DomainError('NOT_FOUND');
      return detailOf(row, ctx.language);
    },
  };
}
export type FlvReads = ReturnType<typeof createFlvReads>;
