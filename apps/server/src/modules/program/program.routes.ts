import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ProgramService } from './program.service.ts';

export async function programRoutes(app: FastifyInstance, { programs }: { programs: ProgramService }) {
  registerEndpoint(app, contract.program.list, () => programs.list());
}
