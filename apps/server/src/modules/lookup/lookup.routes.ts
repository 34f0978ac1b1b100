import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { LookupService } from './lookup.service.ts';

export async function lookupRoutes(app: FastifyInstance, { lookups }: { lookups: LookupService }) {
  registerEndpoint(app, contract.lookup.all, () => lookups.all());
  registerEndpoint(app, contract.lookup.sspOffices, () => lookups.group('sspOffices'));
  registerEndpoint(app, contract.lookup.letters, () => lookups.group('letters'));
  registerEndpoint(app, contract.lookup.disability, () => lookups.group('disability'));
  registerEndpoint(app, contract.lookup.professionSkills, () => lookups.group('professionSkills'));
  registerEndpoint(app, contract.lookup.majors, () => lookups.group('majors'));
}
