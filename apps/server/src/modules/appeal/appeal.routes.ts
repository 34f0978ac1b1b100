import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { AppealRaiseService } from './appeal-raise.service.ts';
import type { AppealsService } from './appeals.service.ts';

/** The appeal endpoints (spec §7 "Appeals"): each hands the caller, the validated input and the context to one method. */
export async function appealRoutes(
  app: FastifyInstance,
  { appeals, appealRaise }: { appeals: AppealsService; appealRaise: AppealRaiseService },
) {
  const e = contract.appeal;
  registerEndpoint(app, e.raiseAppeal, ({ body, ctx, request }) => appealRaise.raise(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.updateNeededDocuments, ({ body, ctx, request }) =>
    appeals.updateNeededDocuments(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.requiredDocs, ({ params, ctx, request }) => appeals.requiredDocs(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.loadAppeals, ({ params, ctx, request }) => appeals.loadAppeals(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.loadAppealsByFilter, ({ body, ctx, request }) =>
    appeals.loadAppealsByFilter(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.appealDetails, ({ params, ctx, request }) => appeals.appealDetails(requirePrincipal(request), params, ctx));
  registerEndpoint(app, e.loadLiteAppeals, ({ params, request }) => appeals.loadLiteAppeals(requirePrincipal(request), params));
  registerEndpoint(app, e.cancelAppeal, ({ params, ctx, request }) => appeals.cancelAppeal(requirePrincipal(request), params, ctx));
}
