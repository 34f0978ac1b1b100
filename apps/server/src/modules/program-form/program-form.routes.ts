import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ProgramFormService } from './program-form.service.ts';

/** The dynamic form endpoints of the program contract: load a program's fields, submit answers to them. */
export async function programFormRoutes(app: FastifyInstance, { programForms }: { programForms: ProgramFormService }) {
  const e = contract.program;
  registerEndpoint(app, e.loadForm, ({ params, request }) => programForms.loadForm(requirePrincipal(request), params));
  registerEndpoint(app, e.submitForm, ({ params, body, ctx, request }) =>
    programForms.submit(requirePrincipal(request), { programId: params.programId, values: body }, ctx),
  );
}
