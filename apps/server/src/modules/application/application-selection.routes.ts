import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationSelectionSync } from './application-selection-sync.service.ts';
import type { ApplicationSelectionService } from './application-selection.service.ts';

export interface ApplicationSelectionRoutesDeps {
  selection: ApplicationSelectionService;
  selectionSync: ApplicationSelectionSync;
}

/** The selection endpoints (houses, dependents, re-sync): each hands the caller, its input and the context to one method. */
export async function applicationSelectionRoutes(app: FastifyInstance, deps: ApplicationSelectionRoutesDeps) {
  const { selection, selectionSync } = deps;
  const e = contract.applicationSelection;
  const me = requirePrincipal;

  registerEndpoint(app, e.loadSelectedHouses, ({ params, request }) => selection.loadSelectedHouses(me(request), params));
  registerEndpoint(app, e.loadApplicationSelectedHouses, ({ params, request }) =>
    selection.loadApplicationSelectedHouses(me(request), params),
  );
  registerEndpoint(app, e.loadAdultConfirmedDependents, ({ request }) => selection.loadAdultConfirmedDependents(me(request)));
  registerEndpoint(app, e.loadSelectedHousesDependents, ({ params, request }) =>
    selection.loadSelectedHousesDependents(me(request), params),
  );
  registerEndpoint(app, e.loadApplicationHousesDependentNumber, ({ params, request }) =>
    selection.loadApplicationHousesDependentNumber(me(request), params),
  );
  registerEndpoint(app, e.loadDependentsBasedOnHouse, ({ params, request }) => selection.loadDependentsBasedOnHouse(me(request), params));
  registerEndpoint(app, e.loadDependentsNotBasedOnHouse, ({ params, request }) =>
    selection.loadDependentsNotBasedOnHouse(me(request), params),
  );
  registerEndpoint(app, e.findSelectedHouseIdForDependent, ({ params, request }) =>
    selection.findSelectedHouseIdForDependent(me(request), params),
  );
  registerEndpoint(app, e.findSelectedHouseForDependent, ({ params, request }) =>
    selection.findSelectedHouseForDependent(me(request), params),
  );
  registerEndpoint(app, e.selectHouses, ({ params, body, ctx, request }) => selection.selectHouses(me(request), { ...params, body }, ctx));
  registerEndpoint(app, e.selectHousesDependents, ({ params, body, ctx, request }) =>
    selection.selectHousesDependents(me(request), { ...params, body }, ctx),
  );
  registerEndpoint(app, e.processApplicationHouses, ({ body, ctx, request }) =>
    selectionSync.processApplicationHouses(me(request), body, ctx),
  );
}
