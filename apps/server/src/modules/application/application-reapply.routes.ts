import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationReapplyService } from './application-reapply.service.ts';

/** The four manual-reapply endpoints of spec §4: each hands the caller, its input and the context to one method. */
export async function applicationReapplyRoutes(app: FastifyInstance, { reapply }: { reapply: ApplicationReapplyService }) {
  const e = contract.applicationSelection;
  const me = requirePrincipal;
  registerEndpoint(app, e.manualReapply, ({ body, ctx, request }) => reapply.manualReapply(me(request), body, ctx));
  registerEndpoint(app, e.ineligibleHouseManualReapply, ({ body, ctx, request }) =>
    reapply.ineligibleHouseManualReapply(me(request), body, ctx),
  );
  registerEndpoint(app, e.ineligibleDependentManualReapply, ({ body, ctx, request }) =>
    reapply.ineligibleDependentManualReapply(me(request), body, ctx),
  );
  registerEndpoint(app, e.declinedHouseManualReapply, ({ body, ctx, request }) =>
    reapply.declinedHouseManualReapply(me(request), body, ctx),
  );
}
