import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { EligibilityHistoryService } from './eligibility-history.service.ts';
import type { FlvReads } from './flv-reads.service.ts';
import type { FlvRequestService } from './flv-request.service.ts';

/** The eligibility endpoints (decision 058): each hands the caller, the validated input and the context to one method. */
export async function eligibilityHistoryRoutes(
  app: FastifyInstance,
  { history, flvReads, flvRequests }: { history: EligibilityHistoryService; flvReads: FlvReads; flvRequests: FlvRequestService },
) {
  const e = contract.eligibility;
  registerEndpoint(app, e.eligibilityHistory, ({ body, ctx, request }) => history.eligibilityHistory(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.ineligibilityReasonHistory, ({ body, ctx, request }) =>
    history.ineligibilityReasonHistory(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.lastEligibility, ({ params, query, ctx, request }) =>
    history.lastEligibility(requirePrincipal(request), { ...params, ...query }, ctx),
  );
  registerEndpoint(app, e.dependentEligibilityHistory, ({ body, ctx, request }) =>
    history.dependentEligibilityHistory(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.dependentIneligibilityReasonHistory, ({ body, ctx, request }) =>
    history.dependentIneligibilityReasonHistory(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.dependentsEligibilityStatus, ({ body, ctx, request }) =>
    history.dependentsEligibilityStatus(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.flvResult, ({ body, ctx, request }) => flvReads.flvResult(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.flvEligibilityHistory, ({ params, request }) =>
    flvReads.flvEligibilityHistory(requirePrincipal(request), params),
  );
  registerEndpoint(app, e.flvEligibilityHistoryDetails, ({ params, ctx, request }) =>
    flvReads.flvEligibilityHistoryDetails(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.requestFlvEligibility, ({ body, ctx, request }) => flvRequests.request(requirePrincipal(request), body, ctx));
}
