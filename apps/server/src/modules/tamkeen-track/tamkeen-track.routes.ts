import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { TamkeenTrackService } from './tamkeen-track.service.ts';

/** Change-track requests (decisions 067, 073): each endpoint hands the caller, the input and the context to one method. */
export async function tamkeenTrackRoutes(app: FastifyInstance, { tamkeenTrack: s }: { tamkeenTrack: TamkeenTrackService }) {
  const e = contract.tamkeenTrack;
  registerEndpoint(app, e.changeTrackSave, ({ body, ctx, request }) => s.save(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.changeTrackEdit, ({ body, ctx, request }) => s.edit(requirePrincipal(request), body, ctx));
  registerEndpoint(app, e.changeTrackValidation, ({ body, request }) => s.validation(requirePrincipal(request), body));
  registerEndpoint(app, e.changeTrackLoadByFilter, ({ body, request }) => s.loadByFilter(requirePrincipal(request), body));
  registerEndpoint(app, e.changeTrackLoad, ({ request }) => s.load(requirePrincipal(request)));
  registerEndpoint(app, e.changeTrackLoadDetails, ({ params, request }) => s.loadDetails(requirePrincipal(request), params.id));
}
