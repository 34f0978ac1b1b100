import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  tamkeenAppointmentDetailsSchema,
  tamkeenAppointmentFilterSchema,
  tamkeenAppointmentPageSchema,
  tamkeenAppointmentResultSchema,
  tamkeenAppointmentSaveSchema,
  tamkeenAppointmentStatusActionSchema,
  tamkeenEvaluatePartnerSchema,
  tamkeenIdParamsSchema,
  tamkeenPageParamsSchema,
  tamkeenPartnerMetSchema,
  tamkeenPartnersMetSchema,
  tamkeenPlanActionInputSchema,
  tamkeenPlanDetailsSchema,
  tamkeenPlanListSchema,
  tamkeenPlanReportInputSchema,
} from './tamkeen-plan.schemas.ts';
import { tamkeenPeople } from './tamkeen-access.ts';

const pdfBytes = z.unknown();

/** The plan and its report (spec §7 group `tamkeen`, §8 report failure; decisions 067, 072). */
export const tamkeenPlan = {
  planLoad: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/plan/load',
    summary: "The caller's plans with their progress, the active one first",
    access: tamkeenPeople,
    response: tamkeenPlanListSchema,
  }),
  planLoadDetails: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/plan/load-details/{id}',
    summary: 'One of the caller’s plans with its actions (title, partner, due date, status), by due date',
    access: tamkeenPeople,
    params: tamkeenIdParamsSchema,
    response: tamkeenPlanDetailsSchema,
  }),
  planAction: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/plan/action',
    summary: 'Accept a pending action of the active plan, or mark an accepted one done, with an optional note',
    access: tamkeenPeople,
    body: tamkeenPlanActionInputSchema,
    response: tamkeenPlanDetailsSchema,
  }),
  generatePlanReport: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/plan/generate-plan-report/',
    summary: 'The plan report as a PDF in Arabic and English; no plan or a failure to build it is 418 with code 1018',
    access: tamkeenPeople,
    body: tamkeenPlanReportInputSchema,
    response: pdfBytes,
    responseKind: 'binary',
  }),
};

/** Appointments with partners and counsellors (decisions 067, 072). */
export const tamkeenAppointment = {
  appointmentLoad: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/appointment/load/{a}/{b}',
    summary: "The caller's appointments, scheduled ones first (soonest first), then past ones: page {a} (from 0) of {b}",
    access: tamkeenPeople,
    params: tamkeenPageParamsSchema,
    response: tamkeenAppointmentPageSchema,
  }),
  appointmentLoadByFilter: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/appointment/load-by-filter/{a}/{b}',
    summary: "The caller's appointments of a status and between two days, in the same order: page {a} of {b}",
    access: tamkeenPeople,
    params: tamkeenPageParamsSchema,
    body: tamkeenAppointmentFilterSchema,
    response: tamkeenAppointmentPageSchema,
  }),
  appointmentLoadDetails: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/appointment/load-details/{id}',
    summary: 'One of the caller’s appointments with its place, its outcome and what may still be done',
    access: tamkeenPeople,
    params: tamkeenIdParamsSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
  appointmentSave: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/appointment/save',
    summary: 'Ask once for a new time of a scheduled appointment (a day and a part of it, with a note), 24 h before it at the latest',
    access: tamkeenPeople,
    body: tamkeenAppointmentSaveSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
  appointmentStatusAction: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/appointment/status-action',
    summary: 'Confirm a scheduled appointment, or cancel it with a reason',
    access: tamkeenPeople,
    body: tamkeenAppointmentStatusActionSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
};

/** Partner evaluation (decisions 067, 072): the partners the caller met, rated 1–5. */
export const tamkeenEvaluation = {
  listPartners: defineEndpoint({
    method: 'GET',
    path: '/api/tamkeen/evaluation/list-partners',
    summary: 'The partners the caller met (an attended appointment or an accepted offer) with their own rating',
    access: tamkeenPeople,
    response: tamkeenPartnersMetSchema,
  }),
  evaluatePartner: defineEndpoint({
    method: 'POST',
    path: '/api/tamkeen/evaluation/evaluate-partner',
    summary: 'Rate a partner the caller met 1–5 with an optional comment (a second rating replaces the first)',
    access: tamkeenPeople,
    body: tamkeenEvaluatePartnerSchema,
    response: tamkeenPartnerMetSchema,
  }),
};

/** Demo mode only (every /api/dev/* is 404 in production): a case worker records how an appointment went. */
export const devTamkeenPlan = {
  appointmentResult: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/appointment/{id}/result',
    summary: 'Demo mode: a case worker records a scheduled appointment ATTENDED or MISSED',
    access: 'public',
    params: tamkeenIdParamsSchema,
    body: tamkeenAppointmentResultSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
};
