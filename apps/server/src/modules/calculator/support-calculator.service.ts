import { assumedGateValues, todayInRiyadh, type SupportEstimate, type SupportEstimateRequest } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import { evaluateHouse } from '../eligibility/eligibility-rules.ts';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import { codesOf, toCalculatorMembers, toEvaluationFields } from './calculator-mappers.ts';
import { typedHousehold, typedHouseholdErrors } from './calculator-rules.ts';

export interface SupportCalculatorDeps {
  parameters: Pick<EligibilityParametersService, 'parametersAt'>;
  lookups: Pick<LookupService, 'all'>;
  reasons: ReasonMessages;
  clock: Clock;
}

/**
 * The public support calculator (docs/decisions/059-calculators.md): the household a visitor types in, evaluated by
 * the one eligibility function with the parameters valid today in Riyadh, as a cycle would evaluate it with every
 * gate a visitor cannot be judged on passed. No session, nothing read of anyone, nothing stored.
 */
export function createSupportCalculatorService(deps: SupportCalculatorDeps) {
  const { parameters, lookups, reasons, clock } = deps;

  return {
    async estimate(input: SupportEstimateRequest, ctx: RequestContext): Promise<SupportEstimate> {
      const fieldErrors = typedHouseholdErrors(input, codesOf(await lookups.all()));
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
      const today = todayInRiyadh(clock.now());
      const [valid, word] = await Promise.all([parameters.parametersAt(today), reasons(ctx.language)]);
      const evaluation = evaluateHouse(typedHousehold(input, today), valid, today);
      return {
        ...toEvaluationFields(evaluation, word),
        members: toCalculatorMembers(evaluation, word),
        parametersDay: valid.day,
        parameters: {
          standard: valid.standard,
          incomeRules: valid.incomeRules,
          assetLimit: valid.assetLimit,
          minimumPayment: valid.minimumPayment,
          adultAge: valid.adultAge,
        },
        assumedGates: [...assumedGateValues],
      };
    },
  };
}
export type SupportCalculatorService = ReturnType<typeof createSupportCalculatorService>;
