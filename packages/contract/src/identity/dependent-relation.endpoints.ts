import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { relationIdParams, rejectRelationParams } from './dependent-relation.schemas.ts';
import { pendingRelationSchema, successSchema } from './identity.schemas.ts';

/** An adult dependent with an account confirms or rejects being declared by an applicant (spec §2, DOMAIN.md). */
export const dependentRelation = {
  load: defineEndpoint({
    method: 'GET',
    path: '/api/dependent-confirm-relation/load',
    summary: 'Relations waiting for this user to confirm',
    access: 'user',
    response: z.array(pendingRelationSchema),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/dependent-confirm-relation/confirm/{id}',
    summary: 'Confirm one pending relation',
    access: 'user',
    standIn: 'refused',
    params: relationIdParams,
    response: successSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/dependent-confirm-relation/reject/{id}/{reason}',
    summary: 'Reject one pending relation with a reason; an emergency delegation resting on it ends',
    access: 'user',
    standIn: 'refused',
    params: rejectRelationParams,
    response: successSchema,
  }),
  rejectAllPending: defineEndpoint({
    method: 'POST',
    path: '/api/dependent-confirm-relation/reject-all-pending/{id}',
    summary: 'Reject every pending relation of the user (id = the signed-in account id)',
    access: 'user',
    standIn: 'refused',
    params: relationIdParams,
    response: successSchema,
  }),
};
