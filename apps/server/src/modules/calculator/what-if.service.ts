import { todayInRiyadh, type WhatIfRequest, type WhatIfResult } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { readApplicationFacts, type FactsReaders } from '../cycle/cycle-facts.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { evaluateHouse } from '../eligibility/eligibility-rules.ts';
import type { BeneficiaryScope } from '../eligibility-history/beneficiary-scope.ts';
import type { EligibilityHistoryRepository } from '../eligibility-history/eligibility-history.repository.ts';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import { codesOf, toWhatIfHouse, type KnownPerson } from './calculator-mappers.ts';
import { addedPersonId, amountChanges, applyChanges, movedRules } from './calculator-rules.ts';

export interface WhatIfDeps {
  scope: Pick<BeneficiaryScope, 'household'>;
  /** The application with its head (scoped to its holder) and the names of the house's people. */
  repository: Pick<EligibilityHistoryRepository, 'applicationWithHead' | 'peopleByIds' | 'relationshipsByDependentIds'>;
  /** The cycle's set reads of the facts, for one application (cycle-facts.ts `readApplicationFacts`). */
  readers: FactsReaders;
  parameters: Pick<EligibilityParametersService, 'parametersAt'>;
  lookups: Pick<LookupService, 'all'>;
  reasons: ReasonMessages;
  clock: Clock;
}

/**
 * The what-if (docs/decisions/059-calculators.md): one house of the caller's application, its facts read today by the
 * reader FLV uses, evaluated by the one eligibility function as it stands and with the changes given, with the
 * parameters valid today in Riyadh; the answer says which rules moved. Nothing is stored: no row, no audit line (the
 * caller's data is only read, as by any read). An application or house not the caller's, or a house the application
 * does not select, is NOT_FOUND.
 */
export function createWhatIfService(deps: WhatIfDeps) {
  const { scope, repository, readers, parameters, lookups, reasons, clock } = deps;

  /** The stored people of the house by person id, named, with the relationship of each dependent. */
  async function knownPeople(members: ReadonlyArray<{ personId: string; dependentId: string | null }>): Promise<Map<string, KnownPerson>> {
    const dependentIds = members.flatMap((member) => (member.dependentId ? [member.dependentId] : []));
    const [people, relationships] = await Promise.all([
      repository.peopleByIds(members.map((member) => member.personId)),
      repository.relationshipsByDependentIds(dependentIds),
    ]);
    const nameOf = new Map(people.map((row) => [row.id, row]));
    const relationshipOf = new Map(relationships.map((row) => [row.id, row.relationship]));
    return new Map(
      members.flatMap((member) => {
        const found = nameOf.get(member.personId);
        if (!found) return [];
        const relationship = member.dependentId ? (relationshipOf.get(member.dependentId) ?? null) : null;
        return [[member.personId, { nameAr: found.nameAr, nameEn: found.nameEn, relationship }] as const];
      }),
    );
  }

  return {
    async whatIf(principal: Principal, input: WhatIfRequest, ctx: RequestContext): Promise<WhatIfResult> {
      const household = await scope.household(principal, { applicationId: input.applicationId, houseId: input.houseId });
      const application = await repository.applicationWithHead(household.accountId, input.applicationId);
      if (!application) throw new DomainError('NOT_FOUND');
      const today = todayInRiyadh(clock.now());
      const valid = await parameters.parametersAt(today);
      const house = (await readApplicationFacts(readers, application, today, valid.adultAge)).find(
        (candidate) => candidate.houseId === input.houseId,
      );
      if (!house) throw new DomainError('NOT_FOUND');

      const changed = applyChanges(house.facts, input.changes, today, codesOf(await lookups.all()));
      if (!changed.facts) throw new DomainError('VALIDATION_FAILED', { fieldErrors: changed.errors });
      const current = evaluateHouse(house.facts, valid, today);
      const whatIf = evaluateHouse(changed.facts, valid, today);

      const [known, word] = await Promise.all([knownPeople([house.facts.head, ...house.facts.dependents]), reasons(ctx.language)]);
      const added = new Set(input.changes.addMembers.map((_, index) => addedPersonId(index)));
      return {
        applicationId: application.id,
        houseId: house.houseId,
        parametersDay: valid.day,
        current: toWhatIfHouse(current, word, known, added),
        whatIf: toWhatIfHouse(whatIf, word, known, added),
        amounts: amountChanges(current, whatIf),
        moved: movedRules(current.trace, whatIf.trace),
      };
    },
  };
}
export type WhatIfService = ReturnType<typeof createWhatIfService>;
