import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { DependentRelationService } from './dependent-relation.service.ts';

/** An adult dependent's answers to the relations declared for them: the caller, the path's input and the context. */
export async function dependentRelationRoutes(
  app: FastifyInstance,
  { dependentRelations }: { dependentRelations: DependentRelationService },
) {
  const e = contract.dependentRelation;
  const me = requirePrincipal;
  registerEndpoint(app, e.load, ({ request }) => dependentRelations.load(me(request)));
  registerEndpoint(app, e.confirm, ({ params, ctx, request }) => dependentRelations.confirm(me(request), params, ctx));
  registerEndpoint(app, e.reject, ({ params, ctx, request }) => dependentRelations.reject(me(request), params, ctx));
  registerEndpoint(app, e.rejectAllPending, ({ params, ctx, request }) => dependentRelations.rejectAllPending(me(request), params, ctx));
}
