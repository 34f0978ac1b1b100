import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { entityIdSchema, lookupCodeSchema } from '../common/fields.ts';
import { visitDetailsSchema, visitOutcomeSchema, visitPurposeSchema } from './visit.schemas.ts';

/** A case worker's new visit to a house: why, who visits from which office, and the window (ISO instants). */
export const scheduleVisitSchema = z
  .object({
    houseId: entityIdSchema,
    purpose: visitPurposeSchema,
    officeCode: lookupCodeSchema,
    visitorName: z.string().trim().min(2).max(100),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), { path: ['endsAt'], message: 'invalid' });
export type ScheduleVisitInput = z.infer<typeof scheduleVisitSchema>;

/** A case worker's step on a visit, as the demo hook drives it until the back office has screens. */
export const visitCaseStepSchema = z.enum(['done', 'missed', 'cancel']);
export type VisitCaseStep = z.infer<typeof visitCaseStepSchema>;

export const visitCaseStepParamsSchema = z.object({ id: entityIdSchema, step: visitCaseStepSchema });

/** The result: the outcome (done) and the notes, or the reason (missed, cancel). */
export const visitCaseStepBodySchema = z.object({
  outcome: visitOutcomeSchema.nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type VisitCaseStepBody = z.infer<typeof visitCaseStepBodySchema>;

/**
 * Demo mode only (never in production, where every /api/dev/* is 404): a case worker schedules a visit to a house and
 * records its result or cancels it, so the visits screen can be tried before the back office has screens.
 */
export const devVisit = {
  schedule: defineEndpoint({
    method: 'POST',
    path: '/api/dev/visits/schedule',
    summary: 'Demo mode: a case worker schedules a field visit to a house',
    access: 'public',
    body: scheduleVisitSchema,
    response: visitDetailsSchema,
  }),
  caseStep: defineEndpoint({
    method: 'POST',
    path: '/api/dev/visits/{id}/{step}',
    summary: "Demo mode: a case worker's step on visit {id}: done (with its outcome and notes), missed or cancel (with the reason)",
    access: 'public',
    params: visitCaseStepParamsSchema,
    body: visitCaseStepBodySchema,
    response: visitDetailsSchema,
  }),
};
