import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { HousesService } from './houses.service.ts';

/** The house endpoints of the household contract: each hands the caller, the validated input and the context to one method. */
export async function housesRoutes(app: FastifyInstance, { houses }: { houses: HousesService }) {
  const e = contract.household;
  registerEndpoint(app, e.loadHouses, ({ request }) => houses.loadHouses(requirePrincipal(request)));
  registerEndpoint(app, e.getHouse, ({ params, request }) => houses.getHouse(requirePrincipal(request), params));
  registerEndpoint(app, e.validateCreateHouse, ({ body, request }) => houses.validateCreateHouse(requirePrincipal(request), body));
  registerEndpoint(app, e.createHouse, ({ body, ctx, request }) => houses.createHouse(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.updateHouse, ({ body, ctx, request }) => houses.updateHouse(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.deleteHouse, ({ body, ctx, request }) => houses.deleteHouse(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.maritalStatus, ({ request }) => houses.maritalStatus(requirePrincipal(request)));
}
