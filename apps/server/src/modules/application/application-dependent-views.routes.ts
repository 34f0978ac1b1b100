import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationDependentViews } from './application-dependent-views.service.ts';

/** What a dependent reads of the applications that count them: each endpoint hands the caller to one method. */
export async function applicationDependentViewsRoutes(
  app: FastifyInstance,
  { dependentViews }: { dependentViews: ApplicationDependentViews },
) {
  const e = contract.applicationSelection;
  const me = requirePrincipal;
  registerEndpoint(app, e.loadApplicantApplicationsForDependent, ({ request }) =>
    dependentViews.loadApplicantApplicationsForDependent(me(request)),
  );
  registerEndpoint(app, e.loadApplicantApplicationsForDependentForHome, ({ request }) =>
    dependentViews.loadApplicantApplicationsForDependentForHome(me(request)),
  );
}
