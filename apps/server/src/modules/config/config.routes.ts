import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ConfigService } from './config.service.ts';

/** Public configuration: the same answer for every caller, so no caller or context is passed. */
export async function configRoutes(app: FastifyInstance, { config }: { config: ConfigService }) {
  registerEndpoint(app, contract.config.get, () => config.appConfig());
  registerEndpoint(app, contract.config.crm, () => config.crmConfig());
  registerEndpoint(app, contract.config.ticketCategories, ({ params }) => config.ticketCategories(params));
  registerEndpoint(app, contract.config.ticketSubCategories, ({ params }) => config.ticketSubCategories(params));
  registerEndpoint(app, contract.config.caseLists, () => config.caseLists());
  registerEndpoint(app, contract.config.translations, ({ params }) => config.translations(params));
}
