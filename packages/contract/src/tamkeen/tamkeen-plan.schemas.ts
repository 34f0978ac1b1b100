import { z } from 'zod';
import { entityIdSchema, isoDateSchema, lookupCodeSchema, ninSchema } from '../common/fields.ts';
import { maxPageSize, pageOf } from '../common/pagination.ts';

/**
 * Tamkeen's plan, appointments and partner evaluation (docs/decisions/067-tamkeen-design.md, 072-tamkeen-plan.md):
 * a person's own. Names and titles come in the caller's language; moments are ISO in UTC, days ISO dates.
 */

/** The kinds of partner (the `tamkeen_partner` table). */
export const tamkeenPartnerKinds = ['EMPLOYER', 'TRAINING_PROVIDER', 'COUNSELLING'] as const;
export type TamkeenPartnerKind = (typeof tamkeenPartnerKinds)[number];

/** A partner as the beneficiary sees it: its reference, its name in the caller's language and its kind. */
export const tamkeenPartnerBriefSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(tamkeenPartnerKinds),
});
export type TamkeenPartnerBrief = z.infer<typeof tamkeenPartnerBriefSchema>;

/** `{id}` of a plan's or an appointment's details. */
export const tamkeenIdParamsSchema = z.object({ id: entityIdSchema });
export type TamkeenIdParams = z.infer<typeof tamkeenIdParamsSchema>;

// ---------------------------------------------------------------- plan

export const tamkeenPlanStatuses = ['ACTIVE', 'CLOSED'] as const;
export type TamkeenPlanStatus = (typeof tamkeenPlanStatuses)[number];

/** A plan action: PENDING → ACCEPTED → DONE (decision 067). */
export const tamkeenPlanActionStatuses = ['PENDING', 'ACCEPTED', 'DONE'] as const;
export type TamkeenPlanActionStatus = (typeof tamkeenPlanActionStatuses)[number];

/** Done actions of all actions. */
export const tamkeenPlanProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type TamkeenPlanProgress = z.infer<typeof tamkeenPlanProgressSchema>;

/** A plan in the list: its title, when it started, where it stands. */
export const tamkeenPlanSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(tamkeenPlanStatuses),
  startedOn: z.string(),
  endsOn: z.string().nullable(),
  progress: tamkeenPlanProgressSchema,
});
export type TamkeenPlanSummary = z.infer<typeof tamkeenPlanSummarySchema>;

/** plan/load: the caller's plans, the active one first. */
export const tamkeenPlanListSchema = z.object({ items: z.array(tamkeenPlanSummarySchema) });
export type TamkeenPlanList = z.infer<typeof tamkeenPlanListSchema>;

export const tamkeenPlanActionSchema = z.object({
  id: z.string(),
  title: z.string(),
  partner: tamkeenPartnerBriefSchema.nullable(),
  dueDate: z.string(),
  status: z.enum(tamkeenPlanActionStatuses),
  note: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** Not done and its due date is past (in Riyadh). */
  overdue: z.boolean(),
});
export type TamkeenPlanAction = z.infer<typeof tamkeenPlanActionSchema>;

/** plan/load-details/{id}: the plan with its actions, by due date. */
export const tamkeenPlanDetailsSchema = tamkeenPlanSummarySchema.extend({ actions: z.array(tamkeenPlanActionSchema) });
export type TamkeenPlanDetails = z.infer<typeof tamkeenPlanDetailsSchema>;

/** plan/action: accept a PENDING action, or mark an ACCEPTED one DONE, with an optional note. */
export const tamkeenPlanActionInputSchema = z.object({
  actionId: entityIdSchema,
  action: z.enum(['ACCEPT', 'DONE']),
  note: z.string().trim().max(500).optional(),
});
export type TamkeenPlanActionInput = z.infer<typeof tamkeenPlanActionInputSchema>;

/** generate-plan-report/: the active plan's report, or the named plan's (one of the caller's). */
export const tamkeenPlanReportInputSchema = z.object({ planId: entityIdSchema.optional() });
export type TamkeenPlanReportInput = z.infer<typeof tamkeenPlanReportInputSchema>;

// ---------------------------------------------------------------- appointments

/** SCHEDULED → ATTENDED | MISSED (case worker) | CANCELED (the person, with a reason). */
export const tamkeenAppointmentStatuses = ['SCHEDULED', 'ATTENDED', 'MISSED', 'CANCELED'] as const;
export type TamkeenAppointmentStatus = (typeof tamkeenAppointmentStatuses)[number];

export const tamkeenAppointmentPurposes = ['COUNSELLING', 'TRAINING_INTAKE', 'INTERVIEW', 'FOLLOW_UP'] as const;
export type TamkeenAppointmentPurpose = (typeof tamkeenAppointmentPurposes)[number];

/** The part of the day asked for in a new-time request. */
export const tamkeenDayPeriods = ['MORNING', 'AFTERNOON'] as const;
export type TamkeenDayPeriod = (typeof tamkeenDayPeriods)[number];

/** `{a}/{b}`: page a (from 0) of b appointments. */
export const tamkeenPageParamsSchema = z.object({
  a: z.coerce.number().int().min(0).max(100_000),
  b: z.coerce.number().int().min(1).max(maxPageSize),
});
export type TamkeenPageParams = z.infer<typeof tamkeenPageParamsSchema>;

/** load-by-filter's body: a status, and days from and to (inclusive, in Riyadh); each optional. */
export const tamkeenAppointmentFilterSchema = z
  .object({
    status: z.enum(tamkeenAppointmentStatuses).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'end_before_start' });
export type TamkeenAppointmentFilter = z.infer<typeof tamkeenAppointmentFilterSchema>;

/** The person's new-time request, once asked. */
export const tamkeenNewTimeRequestSchema = z.object({
  preferredDate: z.string(),
  period: z.enum(tamkeenDayPeriods),
  note: z.string(),
  at: z.string(),
});

export const tamkeenAppointmentSummarySchema = z.object({
  id: z.string(),
  status: z.enum(tamkeenAppointmentStatuses),
  purpose: z.enum(tamkeenAppointmentPurposes),
  startsAt: z.string(),
  endsAt: z.string(),
  partner: tamkeenPartnerBriefSchema,
  confirmedAt: z.string().nullable(),
  newTime: tamkeenNewTimeRequestSchema.nullable(),
});
export type TamkeenAppointmentSummary = z.infer<typeof tamkeenAppointmentSummarySchema>;

export const tamkeenAppointmentPageSchema = pageOf(tamkeenAppointmentSummarySchema);

/** One appointment with where it is, why it ended, and what the person may still do. */
export const tamkeenAppointmentDetailsSchema = tamkeenAppointmentSummarySchema.extend({
  location: z.string(),
  cancelReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The last moment to ask for a new time (24 h before it; null once it is not SCHEDULED). */
  changeableUntil: z.string().nullable(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  canAskNewTime: z.boolean(),
});
export type TamkeenAppointmentDetails = z.infer<typeof tamkeenAppointmentDetailsSchema>;

/** appointment/save: ask once for a new time of a SCHEDULED appointment, at least 24 h before it. */
export const tamkeenAppointmentSaveSchema = z.object({
  appointmentId: entityIdSchema,
  preferredDate: isoDateSchema,
  period: z.enum(tamkeenDayPeriods),
  note: z.string().trim().min(10).max(500),
});
export type TamkeenAppointmentSaveInput = z.infer<typeof tamkeenAppointmentSaveSchema>;

/** appointment/status-action: CONFIRM a SCHEDULED appointment, or CANCEL it with a reason. */
export const tamkeenAppointmentStatusActionSchema = z.discriminatedUnion('action', [
  z.object({ appointmentId: entityIdSchema, action: z.literal('CONFIRM') }),
  z.object({ appointmentId: entityIdSchema, action: z.literal('CANCEL'), reason: z.string().trim().min(10).max(500) }),
]);
export type TamkeenAppointmentStatusActionInput = z.infer<typeof tamkeenAppointmentStatusActionSchema>;

// ---------------------------------------------------------------- partner evaluation

export const tamkeenRatingSchema = z.object({ rating: z.number().int(), comment: z.string().nullable(), ratedAt: z.string() });

/** A partner the person met, with when, and their own rating if given. */
export const tamkeenPartnerMetSchema = z.object({
  partner: tamkeenPartnerBriefSchema,
  metOn: z.string(),
  rating: tamkeenRatingSchema.nullable(),
});
export type TamkeenPartnerMet = z.infer<typeof tamkeenPartnerMetSchema>;

export const tamkeenPartnersMetSchema = z.object({ items: z.array(tamkeenPartnerMetSchema) });

/** evaluation/evaluate-partner: 1–5 with an optional comment; a second rating replaces the first. */
export const tamkeenEvaluatePartnerSchema = z.object({
  partnerId: entityIdSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});
export type TamkeenEvaluatePartnerInput = z.infer<typeof tamkeenEvaluatePartnerSchema>;

// ---------------------------------------------------------------- demo hooks

/** A case worker's record of how a scheduled appointment went. */
export const tamkeenAppointmentResultSchema = z.object({ status: z.enum(['ATTENDED', 'MISSED']) });

// ---------------------------------------------------------------- the case worker's office (decision 074)

/** A partner's own reference: letters, digits and dashes (TP-0001). */
const partnerCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,20}$/, { message: 'invalid' });

/** A case worker's new partner: a unique code, both names, its kind and a city of the `cities` lookup. */
export const tamkeenPartnerCreateSchema = z.object({
  code: partnerCodeSchema,
  nameAr: z.string().trim().min(2).max(200),
  nameEn: z.string().trim().min(2).max(200),
  kind: z.enum(tamkeenPartnerKinds),
  city: lookupCodeSchema,
});
export type TamkeenPartnerCreateInput = z.infer<typeof tamkeenPartnerCreateSchema>;

/** A partner as the case worker sees it: both names, its city and whether it takes new plans and appointments. */
export const tamkeenPartnerRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  kind: z.enum(tamkeenPartnerKinds),
  city: z.string(),
  active: z.boolean(),
});
export type TamkeenPartnerRecord = z.infer<typeof tamkeenPartnerRecordSchema>;

export const tamkeenPartnerCodeParamsSchema = z.object({ code: partnerCodeSchema });
export const tamkeenPartnerActiveSchema = z.object({ active: z.boolean() });
export const tamkeenNinParamsSchema = z.object({ nin: ninSchema });

/** An action of a plan as a case worker writes it: its title in both languages, a partner (by code) and a due date. */
export const tamkeenPlanActionCreateSchema = z.object({
  titleAr: z.string().trim().min(2).max(200),
  titleEn: z.string().trim().min(2).max(200),
  partnerCode: partnerCodeSchema.optional(),
  dueDate: isoDateSchema,
});
export type TamkeenPlanActionCreateInput = z.infer<typeof tamkeenPlanActionCreateSchema>;

/** A case worker's new plan for a person: its title, an optional end day and its actions (at least one). */
export const tamkeenPlanCreateSchema = z.object({
  titleAr: z.string().trim().min(2).max(200),
  titleEn: z.string().trim().min(2).max(200),
  endsOn: isoDateSchema.optional(),
  actions: z.array(tamkeenPlanActionCreateSchema).min(1).max(30),
});
export type TamkeenPlanCreateInput = z.infer<typeof tamkeenPlanCreateSchema>;

/** Closing an active plan: a note for the record (the plan's status becomes CLOSED). */
export const tamkeenPlanCloseSchema = z.object({ note: z.string().trim().max(500).optional() });
export type TamkeenPlanCloseInput = z.infer<typeof tamkeenPlanCloseSchema>;

/** A case worker's new appointment of a person with a partner (by code): why, where and when (ISO instants). */
export const tamkeenAppointmentScheduleSchema = z
  .object({
    partnerCode: partnerCodeSchema,
    purpose: z.enum(tamkeenAppointmentPurposes),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    locationAr: z.string().trim().min(2).max(300),
    locationEn: z.string().trim().min(2).max(300),
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), { path: ['endsAt'], message: 'invalid' });
export type TamkeenAppointmentScheduleInput = z.infer<typeof tamkeenAppointmentScheduleSchema>;

/** A case worker's cancellation of a scheduled appointment, with the reason the person reads. */
export const tamkeenAppointmentCancelSchema = z.object({ reason: z.string().trim().min(10).max(500) });
export type TamkeenAppointmentCancelInput = z.infer<typeof tamkeenAppointmentCancelSchema>;
