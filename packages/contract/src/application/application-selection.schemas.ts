import { z } from 'zod';
import { dependentDocumentSchema } from '../attachment/attachment.schemas.ts';
import { entityIdSchema } from '../common/fields.ts';
import { dependentSchema, houseSchema } from '../household/household.schemas.ts';
import { applicationRefSchema, applicationStatusSchema, reapplyKindSchema } from './application.schemas.ts';

/**
 * Which houses and dependents an application counts, what a dependent sees of the applications that count them, and
 * manual reapply (spec §4 "Application flow"; DOMAIN.md "Programs and applications"; docs/decisions/048).
 */

/** An id in a path: a malformed one is a 404 like an unknown one, never a 400 that says it exists or not. */
const pathIdSchema = z.string().min(1).max(64);

/** `{a}` = an application of the caller, `{b}` = one of their houses (select-houses, dependents count). */
export const applicationHouseParamsSchema = z.object({ a: pathIdSchema, b: pathIdSchema });
export type ApplicationHouseParams = z.infer<typeof applicationHouseParamsSchema>;

/** `{a}` = an application of the caller, `{b}` = one of their dependents (find-selected-house-for-dependent). */
export const applicationDependentParamsSchema = z.object({ a: pathIdSchema, b: pathIdSchema });
export type ApplicationDependentParams = z.infer<typeof applicationDependentParamsSchema>;

/** `{id}` = one of the caller's houses. */
export const houseIdPathSchema = z.object({ id: pathIdSchema });
export type HouseIdPath = z.infer<typeof houseIdPathSchema>;

/** `{id}` = one of the caller's dependents. */
export const dependentIdPathSchema = z.object({ id: pathIdSchema });
export type DependentIdPath = z.infer<typeof dependentIdPathSchema>;

/**
 * Why a dependent cannot be counted in an application: the relation is not (yet) confirmed by an adult dependent who
 * has an account, or they rejected it; a minor child lives in the other parent's custody; they live in no house.
 */
export const notSelectableReasonValues = ['RELATION_NOT_CONFIRMED', 'RELATION_REJECTED', 'IN_OTHER_PARENT_CUSTODY', 'NO_HOUSE'] as const;
export const notSelectableReasonSchema = z.enum(notSelectableReasonValues);
export type NotSelectableReason = z.infer<typeof notSelectableReasonSchema>;

/** The reasons as sentences, for the message that names a refused dependent (DEPENDENT_NOT_SELECTABLE). */
export const notSelectableReasonNames = {
  RELATION_NOT_CONFIRMED: { ar: 'لم يؤكد صلة القرابة بعد.', en: 'they have not confirmed the relation yet.' },
  RELATION_REJECTED: { ar: 'رفض صلة القرابة المسجّلة.', en: 'they rejected the declared relation.' },
  IN_OTHER_PARENT_CUSTODY: { ar: 'في حضانة الوالد الآخر.', en: 'they are in the other parent’s custody.' },
  NO_HOUSE: { ar: 'لم يُحدَّد مسكنه.', en: 'no house is recorded for them.' },
} as const satisfies Record<NotSelectableReason, { ar: string; en: string }>;

/** One of the applicant's live houses, and whether the application counts it. */
export const selectableHouseSchema = houseSchema.extend({ selected: z.boolean() });
export type SelectableHouse = z.infer<typeof selectableHouseSchema>;

/**
 * The study's or the last cycle's word on a selected house (application_house.outcome): DECLINED is a case worker's
 * refusal of the house itself. Null until there is one.
 */
export const houseOutcomeValues = ['ELIGIBLE', 'INELIGIBLE', 'DECLINED'] as const;
export const houseOutcomeSchema = z.enum(houseOutcomeValues);
export type HouseOutcome = z.infer<typeof houseOutcomeSchema>;

/** The study's or the last cycle's word on a selected dependent (application_dependent.outcome). Null until there is one. */
export const dependentOutcomeValues = ['ELIGIBLE', 'INELIGIBLE'] as const;
export const dependentOutcomeSchema = z.enum(dependentOutcomeValues);
export type DependentOutcome = z.infer<typeof dependentOutcomeSchema>;

/** One of the applicant's active dependents, whether the application counts them and whether it may. */
export const selectionDependentSchema = dependentSchema.extend({
  selected: z.boolean(),
  selectable: z.boolean(),
  /** Why not, when not selectable; null when selectable. */
  reason: notSelectableReasonSchema.nullable(),
  /**
   * The outcome stored on them by the application (null while none, or when it does not count them here). Always sent
   * by the server; optional in the type only so that clients built before it still compile.
   */
  outcome: dependentOutcomeSchema.nullable().optional(),
});
export type SelectionDependent = z.infer<typeof selectionDependentSchema>;

/** A selected house with every active dependent living in it. */
export const selectedHouseDependentsSchema = z.object({
  house: houseSchema,
  /** The outcome stored on the house by the application (null while none); always sent, optional as `outcome` above. */
  outcome: houseOutcomeSchema.nullable().optional(),
  dependents: z.array(selectionDependentSchema),
});
export type SelectedHouseDependents = z.infer<typeof selectedHouseDependentsSchema>;

export const houseDependentsCountSchema = z.object({ houseId: z.string(), dependentsCount: z.number().int() });
export type HouseDependentsCount = z.infer<typeof houseDependentsCountSchema>;

/** The house a dependent is counted in by the caller's open application, or null. */
export const selectedHouseIdSchema = z.object({ houseId: z.string().nullable() });
export type SelectedHouseId = z.infer<typeof selectedHouseIdSchema>;

/** select-houses/{a}/{b}: count the house in the application, or stop counting it (and its dependents). */
export const selectHouseSchema = z.object({ selected: z.boolean() });
export type SelectHouse = z.infer<typeof selectHouseSchema>;
export type SelectHouseInput = ApplicationHouseParams & { body: SelectHouse };

/** select-houses-dependents/{a}/{b}: the whole list of the house's dependents the application counts. */
export const selectHouseDependentsSchema = z.object({ dependentIds: z.array(entityIdSchema).max(50) });
export type SelectHouseDependents = z.infer<typeof selectHouseDependentsSchema>;
export type SelectHouseDependentsInput = ApplicationHouseParams & { body: SelectHouseDependents };

/** Why a re-sync dropped a dependent: gone from the household, moved, their house dropped, or no longer selectable. */
export const droppedDependentReasonValues = ['REMOVED', 'MOVED', 'HOUSE_REMOVED', ...notSelectableReasonValues] as const;
export const droppedDependentSchema = z.object({ dependentId: z.string(), reason: z.enum(droppedDependentReasonValues) });
export type DroppedDependent = z.infer<typeof droppedDependentSchema>;

/** What process-application-houses changed, and the selection as it now stands. */
export const selectionSyncSchema = z.object({
  removedHouses: z.array(z.string()),
  removedDependents: z.array(droppedDependentSchema),
  selection: z.array(selectedHouseDependentsSchema),
});
export type SelectionSync = z.infer<typeof selectionSyncSchema>;

/** The applicant's words on why the application (or a house or a dependent of it) deserves a new study. */
const reapplyShape = { ...applicationRefSchema.shape, reason: z.string().trim().min(1).max(500) };
export const manualReapplySchema = z.object(reapplyShape);
export type ManualReapply = z.infer<typeof manualReapplySchema>;
export const houseReapplySchema = z.object({ ...reapplyShape, houseId: entityIdSchema });
export type HouseReapply = z.infer<typeof houseReapplySchema>;
export const dependentReapplySchema = z.object({ ...reapplyShape, dependentId: entityIdSchema });
export type DependentReapply = z.infer<typeof dependentReapplySchema>;

/** A manual reapply as recorded: waiting for the next cycle's study. */
export const manualReapplyResultSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  kind: reapplyKindSchema,
  /** The application, house or dependent the request is about. */
  subjectId: z.string(),
  /** The cycle it counts against (YYYY-MM, Riyadh time): one request of a kind and subject per cycle. */
  period: z.string(),
  status: z.enum(['PENDING', 'STUDIED']),
  /** The application's state after the request (UNDER_STUDY after an application reapply). */
  applicationStatus: applicationStatusSchema,
  createdAt: z.string(),
});
export type ManualReapplyResult = z.infer<typeof manualReapplyResultSchema>;

/** An application of an applicant the caller is a dependent of, as the dependent may see it (read-only). */
export const dependentApplicationSchema = z.object({
  applicationId: z.string(),
  number: z.string(),
  programNameAr: z.string(),
  programNameEn: z.string(),
  status: applicationStatusSchema,
  applicantNameAr: z.string(),
  applicantNameEn: z.string(),
  /** The house the application counts the caller in, or null when it does not count them. */
  includedHouseId: z.string().nullable(),
  included: z.boolean(),
  /** The study's or last cycle's word on the caller, once there is one. */
  outcome: z.enum(['ELIGIBLE', 'INELIGIBLE']).nullable(),
  submittedAt: z.string().nullable(),
  /** The caller's dependent record in the applicant's household: `b` of attachment/dependent/download/{a}/{b}/{c}. */
  dependentId: z.string(),
  /** The application's documents about the caller, oldest first, which they may download (read only). */
  documents: z.array(dependentDocumentSchema),
});
export type DependentApplication = z.infer<typeof dependentApplicationSchema>;
