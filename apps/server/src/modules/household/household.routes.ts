import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { HouseholdService } from './household.service.ts';

export async function householdRoutes(app: FastifyInstance, { household }: { household: HouseholdService }) {
  const e = contract.household;
  registerEndpoint(app, e.loadHouses, ({ request }) => household.loadHouses(requirePrincipal(request)));
  registerEndpoint(app, e.createHouse, ({ body, request }) => household.createHouse(requirePrincipal(request), body, request));
  registerEndpoint(app, e.updateHouse, ({ body, request }) => household.updateHouse(requirePrincipal(request), body, request));
  registerEndpoint(app, e.deleteHouse, ({ body, request }) => household.deleteHouse(requirePrincipal(request), body.id, request));
  registerEndpoint(app, e.getHouse, ({ params, request }) => household.getHouse(requirePrincipal(request), params.id));
  registerEndpoint(app, e.validateCreateHouse, ({ body, request }) => household.validateCreateHouse(requirePrincipal(request), body));
  registerEndpoint(app, e.maritalStatus, ({ request }) => household.maritalStatus(requirePrincipal(request)));
  registerEndpoint(app, e.loadDependents, ({ request }) => household.loadDependents(requirePrincipal(request)));
  registerEndpoint(app, e.saveRelative, ({ body, request }) => household.saveRelative(requirePrincipal(request), body, request));
  registerEndpoint(app, e.saveCustody, ({ body, request }) => household.saveCustody(requirePrincipal(request), body, request));
  registerEndpoint(app, e.saveHouseResident, ({ body, request }) => household.saveHouseResident(requirePrincipal(request), body, request));
  registerEndpoint(app, e.validateDeleteDependent, ({ params, request }) =>
    household.validateDeleteDependent(requirePrincipal(request), params.id, request.language),
  );
  registerEndpoint(app, e.deleteDependent, ({ body, request }) => household.deleteDependent(requirePrincipal(request), body.id, request));
}
