import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { ApplicationDocumentsService } from './application-documents.service.ts';

/** The application-document endpoints of the `applicationDocuments` contract group. */
export async function applicationDocumentsRoutes(app: FastifyInstance, { documents }: { documents: ApplicationDocumentsService }) {
  const e = contract.applicationDocuments;
  registerEndpoint(app, e.loadDocuments, ({ params, request }) => documents.loadDocuments(requirePrincipal(request), params));
  registerEndpoint(app, e.saveDocuments, ({ params, body, ctx, request }) =>
    documents.saveDocuments(requirePrincipal(request), { applicationId: params.id, ...body }, ctx),
  );
  registerEndpoint(app, e.deleteDocuments, ({ params, body, ctx, request }) =>
    documents.deleteDocuments(requirePrincipal(request), { applicationId: params.id, ...body }, ctx),
  );
  registerEndpoint(app, e.submitEdit, ({ body, ctx, request }) => documents.submitEdit(requirePrincipal(request), body, ctx));
}
