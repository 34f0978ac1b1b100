import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  tamkeenTrackCaseStepBodySchema,
  tamkeenTrackCaseStepParamsSchema,
  tamkeenTrackRequestDetailsSchema,
  tamkeenTrackRequestEditSchema,
  tamkeenTrackRequestFilterSchema,
  tamkeenTrackRequestIdParamsSchema,
  tamkeenTrackRequestInputSchema,
  tamkeenTrackRequestPageSchema,
  tamkeenTrackRequestSummarySchema,
  tamkeenTrackValidationSchema,
} from './tamkeen-track.schemas.ts';
import { tamkeenPeople } from './tamkeen-access.ts';

/**
 * Change-track requests (spec §7 group `tamkeen`; decisions 067, 073): one open at a time, decided by a case worker.
 * Every id is a request of the caller's, or a 404.
 */
export const tamkeenTrack = {
  changeTrackSave: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/change-track-request/save',
    summary: 'File a request to move to another track the classification allows, with the reason (one open at a time)',
    access: tamkeenPeople,
    body: tamkeenTrackRequestInputSchema,
    response: tamkeenTrackRequestDetailsSchema,
  }),
  changeTrackEdit: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/change-track-request/edit',
    summary: 'Change the track or the reason of a NEW request of the caller (the same checks as save)',
    access: tamkeenPeople,
    body: tamkeenTrackRequestEditSchema,
    response: tamkeenTrackRequestDetailsSchema,
  }),
  changeTrackValidation: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/change-track-request/validation',
    summary: 'Whether save would accept this request (the same checks and refusals), without saving it',
    access: tamkeenPeople,
    body: tamkeenTrackRequestInputSchema,
    response: tamkeenTrackValidationSchema,
  }),
  changeTrackLoadByFilter: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/change-track-request/load-by-filter',
    summary: "The caller's change-track requests narrowed by status or track, newest first, a page at a time",
    access: tamkeenPeople,
    body: tamkeenTrackRequestFilterSchema,
    response: tamkeenTrackRequestPageSchema,
  }),
  changeTrackLoad: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/change-track-request/load',
    summary: "All the caller's change-track requests, newest first",
    access: tamkeenPeople,
    response: z.array(tamkeenTrackRequestSummarySchema),
  }),
  changeTrackLoadDetails: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/change-track-request/load-details/{id}',
    summary: 'One change-track request of the caller with its reason, answer and history',
    access: tamkeenPeople,
    params: tamkeenTrackRequestIdParamsSchema,
    response: tamkeenTrackRequestDetailsSchema,
  }),
};

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): a case worker's step on a change-track request,
 * until the back office has screens.
 */
export const devTamkeenTrack = {
  caseStep: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/change-track-request/{id}/{step}',
    summary: "Demo mode: a case worker's step on change-track request {id}: take, approve (the track changes) or reject (with the reason)",
    access: 'public',
    params: tamkeenTrackCaseStepParamsSchema,
    body: tamkeenTrackCaseStepBodySchema,
    response: tamkeenTrackRequestDetailsSchema,
  }),
};
