import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { DependentsService } from './dependents.service.ts';

/** The dependent endpoints of the household contract: each hands the caller, the validated input and the context to one method. */
export async function dependentsRoutes(app: FastifyInstance, { dependents }: { dependents: DependentsService }) {
  const e = contract.household;
  registerEndpoint(app, e.loadDependents, ({ request }) => dependents.loadDependents(requirePrincipal(request)));
  registerEndpoint(app, e.saveRelative, ({ body, ctx, request }) => dependents.saveRelative(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.saveCustody, ({ body, ctx, request }) => dependents.saveCustody(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.saveHouseResident, ({ body, ctx, request }) =>
    dependents.saveHouseResident(requirePrincipal(request), body, ctx),
  );
  registerEndpoint(app, e.validateDeleteDependent, ({ params, ctx, request }) =>
    dependents.validateDeleteDependent(requirePrincipal(request), params, ctx),
  );
  registerEndpoint(app, e.deleteDependent, ({ body, ctx, request }) => dependents.deleteDependent(requirePrincipal(request), body, ctx));
}
