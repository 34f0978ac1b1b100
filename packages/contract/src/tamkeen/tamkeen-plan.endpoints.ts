import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  tamkeenAppointmentCancelSchema,
  tamkeenAppointmentDetailsSchema,
  tamkeenAppointmentFilterSchema,
  tamkeenAppointmentPageSchema,
  tamkeenAppointmentResultSchema,
  tamkeenAppointmentScheduleSchema,
  tamkeenAppointmentSaveSchema,
  tamkeenAppointmentStatusActionSchema,
  tamkeenEvaluatePartnerSchema,
  tamkeenIdParamsSchema,
  tamkeenNinParamsSchema,
  tamkeenPageParamsSchema,
  tamkeenPartnerActiveSchema,
  tamkeenPartnerCodeParamsSchema,
  tamkeenPartnerCreateSchema,
  tamkeenPartnerMetSchema,
  tamkeenPartnerRecordSchema,
  tamkeenPartnersMetSchema,
  tamkeenPlanActionCreateSchema,
  tamkeenPlanActionInputSchema,
  tamkeenPlanCloseSchema,
  tamkeenPlanCreateSchema,
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

/**
 * Demo mode only (every /api/dev/* is 404 in production): the case worker's office until the back office has screens
 * (decisions 072, 074): partners, plans and appointments.
 */
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
  appointmentSchedule: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/{nin}/appointment',
    summary: 'Demo mode: a case worker schedules an appointment of person {nin} (able to work or treatable) with an active partner',
    access: 'public',
    params: tamkeenNinParamsSchema,
    body: tamkeenAppointmentScheduleSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
  appointmentCancel: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/appointment/{id}/cancel',
    summary: 'Demo mode: a case worker cancels scheduled appointment {id} with a reason',
    access: 'public',
    params: tamkeenIdParamsSchema,
    body: tamkeenAppointmentCancelSchema,
    response: tamkeenAppointmentDetailsSchema,
  }),
  partnerCreate: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/partners',
    summary: 'Demo mode: a case worker adds a partner (a unique code, both names, its kind and city)',
    access: 'public',
    body: tamkeenPartnerCreateSchema,
    response: tamkeenPartnerRecordSchema,
  }),
  partnerActive: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/partners/{code}/active',
    summary:
      'Demo mode: a case worker deactivates or reactivates partner {code} (an inactive one gets no new plans, appointments or offers)',
    access: 'public',
    params: tamkeenPartnerCodeParamsSchema,
    body: tamkeenPartnerActiveSchema,
    response: tamkeenPartnerRecordSchema,
  }),
  planCreate: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/{nin}/plan',
    summary: 'Demo mode: a case worker makes the active plan of person {nin} with its actions (one active plan a person)',
    access: 'public',
    params: tamkeenNinParamsSchema,
    body: tamkeenPlanCreateSchema,
    response: tamkeenPlanDetailsSchema,
  }),
  planAddAction: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/plan/{id}/action',
    summary: 'Demo mode: a case worker adds an action to active plan {id}',
    access: 'public',
    params: tamkeenIdParamsSchema,
    body: tamkeenPlanActionCreateSchema,
    response: tamkeenPlanDetailsSchema,
  }),
  planClose: defineEndpoint({
    method: 'POST',
    path: '/api/dev/tamkeen/plan/{id}/close',
    summary: 'Demo mode: a case worker closes active plan {id}',
    access: 'public',
    params: tamkeenIdParamsSchema,
    body: tamkeenPlanCloseSchema,
    response: tamkeenPlanDetailsSchema,
  }),
};
