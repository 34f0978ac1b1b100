import type { SupportEstimate, SupportEstimateRequest, WhatIfChanges, WhatIfResult } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, useEndpoint, useQuery } from '../../../lib/server-state.ts';

/**
 * The calculators' calls (ARCHITECTURE rule 16; docs/decisions/059-calculators.md): the public estimate and the
 * what-if, both worked out by the eligibility function on today's parameters, neither storing anything, so neither
 * invalidates a read. Answers name reasons in the caller's language.
 */

/** A visitor's household typed in: the estimate (no session needed). */
export function estimateSupport(body: SupportEstimateRequest): Promise<SupportEstimate> {
  return callApi(routes.calculator.supportEstimate, { body });
}

/** The houses the application counts: the what-if tries changes on one of them. */
export const useApplicationHouses = (applicationId: string) =>
  useEndpoint(routes.applicationSelection.loadApplicationSelectedHouses, { params: { id: applicationId } });

/** A house as it stands today (a what-if with no changes): its people, figures and why, which the changes start from. */
export function useWhatIfToday(applicationId: string, houseId: string | null) {
  const { language } = useLanguage();
  return useQuery(
    houseId
      ? inLanguage(
          endpointQuery(routes.calculator.whatIf, {
            body: { applicationId, houseId, changes: { incomes: [], assets: [], addMembers: [], removeMembers: [] } },
          }),
          language,
        )
      : null,
  );
}

/** The house today and with `changes`, and what moved between the two. */
export function tryWhatIf(applicationId: string, houseId: string, changes: WhatIfChanges): Promise<WhatIfResult> {
  return callApi(routes.calculator.whatIf, { body: { applicationId, houseId, changes } });
}
