import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { HistoryService } from './history.service.ts';

/** The history-data endpoints: the old system's records of the caller's person. */
export async function historyRoutes(app: FastifyInstance, { history }: { history: HistoryService }) {
  const e = contract.historyData;
  registerEndpoint(app, e.beneficiary, ({ request }) => history.beneficiary(requirePrincipal(request)));
  registerEndpoint(app, e.payments, ({ params, request }) => history.payments(requirePrincipal(request), params));
  registerEndpoint(app, e.appeals, ({ params, request }) => history.appeals(requirePrincipal(request), params));
}
