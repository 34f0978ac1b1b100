import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { DependentRelationService } from './dependent-relation.service.ts';

export async function dependentRelationRoutes(
  app: FastifyInstance,
  { dependentRelations }: { dependentRelations: DependentRelationService },
) {
  const e = contract.dependentRelation;
  registerEndpoint(app, e.load, ({ request }) => dependentRelations.load(requirePrincipal(request)));
  registerEndpoint(app, e.confirm, ({ params, request }) => dependentRelations.confirm(requirePrincipal(request), params.id, request));
  registerEndpoint(app, e.reject, ({ params, request }) =>
    dependentRelations.reject(requirePrincipal(request), params.id, params.reason, request),
  );
  registerEndpoint(app, e.rejectAllPending, ({ params, request }) =>
    dependentRelations.rejectAllPending(requirePrincipal(request), params.id, request),
  );
}
