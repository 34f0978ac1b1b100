import { z } from 'zod';
import { ableToWorkProfileStatus } from '../codes.ts';
import { entityIdSchema, isoDateSchema, lookupCodeSchema } from '../common/fields.ts';

/** Who tamkeen serves and how (docs/decisions/067-tamkeen-design.md, 070-tamkeen-profile.md). */
export const tamkeenClassificationValues = ['ABLE_TO_WORK', 'TREATABLE', 'NOT_ABLE', 'EXEMPT'] as const;
export type TamkeenClassification = (typeof tamkeenClassificationValues)[number];

/** The four tracks; which of them a classification allows is `tracksAllowed`. */
export const tamkeenTrackValues = ['EMPLOYMENT', 'TRAINING', 'SELF_EMPLOYMENT', 'TREATMENT'] as const;
export type TamkeenTrack = (typeof tamkeenTrackValues)[number];

/** The tracks a classification allows, the first being the one a new classification starts on. */
export const tracksAllowed: Record<TamkeenClassification, readonly TamkeenTrack[]> = {
  ABLE_TO_WORK: ['EMPLOYMENT', 'TRAINING', 'SELF_EMPLOYMENT'],
  TREATABLE: ['TREATMENT'],
  NOT_ABLE: [],
  EXEMPT: [],
};

/** classification/load (cached by the web in session storage, spec §9). */
export const tamkeenClassificationSchema = z.object({
  classification: z.enum(tamkeenClassificationValues),
  /** The person's current track; null for NOT_ABLE and EXEMPT. */
  track: z.enum(tamkeenTrackValues).nullable(),
  classifiedAt: z.string().nullable(),
});
export type TamkeenClassificationInfo = z.infer<typeof tamkeenClassificationSchema>;

/** track/load-type: the four tracks, each with whether the person's classification allows it. */
export const tamkeenTrackTypesSchema = z.object({
  current: z.enum(tamkeenTrackValues).nullable(),
  tracks: z.array(z.object({ code: z.enum(tamkeenTrackValues), allowed: z.boolean() })),
});
export type TamkeenTrackTypes = z.infer<typeof tamkeenTrackTypesSchema>;

const statusCodeSchema = z.union([
  z.literal(ableToWorkProfileStatus.INITIATED),
  z.literal(ableToWorkProfileStatus.COMPLETED),
  z.literal(ableToWorkProfileStatus.VERIFIED),
]);

/** load-tabs-sts (spec §3 flags): whether each of the six tabs is done, and the profile's status code (spec §4). */
export const ableToWorkTabsStatusSchema = z.object({
  educationTabCompleted: z.boolean(),
  volunteerExperienceTabCompleted: z.boolean(),
  experienceTabCompleted: z.boolean(),
  trainingTabCompleted: z.boolean(),
  skillsTabCompleted: z.boolean(),
  attachmentTabCompleted: z.boolean(),
  profileStatus: statusCodeSchema,
});
export type AbleToWorkTabsStatus = z.infer<typeof ableToWorkTabsStatusSchema>;

/** load-profile-sts: the status code and the summary (null until written). */
export const ableToWorkProfileStatusSchema = z.object({ profileStatus: statusCodeSchema, summary: z.string().nullable() });
export type AbleToWorkProfileStatusInfo = z.infer<typeof ableToWorkProfileStatusSchema>;

/** The five list tabs (the sixth, the CV, has its own shape). */
export const tamkeenListTabValues = ['education', 'experience', 'skills', 'training', 'volunteerExperience'] as const;
export type TamkeenListTab = (typeof tamkeenListTabValues)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable();

export const tamkeenEducationItemSchema = z.object({
  /** A code of the `educationLevel` lookup. */
  educationLevel: lookupCodeSchema,
  /** A code of the `majors` lookup; null for levels without one. */
  major: lookupCodeSchema.nullable(),
  institution: text(150),
  graduationYear: z.number().int().min(1950).max(2100).nullable(),
});
export type TamkeenEducationItem = z.infer<typeof tamkeenEducationItemSchema>;

export const tamkeenExperienceItemSchema = z.object({
  jobTitle: text(100),
  employer: text(150),
  /** A code of the `professionSkills` lookup: the field of the work. */
  professionSkill: lookupCodeSchema,
  startDate: isoDateSchema,
  /** Null while the work goes on. */
  endDate: isoDateSchema.nullable(),
});
export type TamkeenExperienceItem = z.infer<typeof tamkeenExperienceItemSchema>;

export const tamkeenSkillLevelValues = ['BASIC', 'GOOD', 'EXPERT'] as const;
export const tamkeenSkillItemSchema = z.object({
  /** A code of the `professionSkills` lookup. */
  skill: lookupCodeSchema,
  level: z.enum(tamkeenSkillLevelValues),
});
export type TamkeenSkillItem = z.infer<typeof tamkeenSkillItemSchema>;

export const tamkeenTrainingItemSchema = z.object({
  title: text(150),
  provider: text(150),
  completedOn: isoDateSchema,
  hours: z.number().int().min(1).max(5000).nullable(),
});
export type TamkeenTrainingItem = z.infer<typeof tamkeenTrainingItemSchema>;

export const tamkeenVolunteerItemSchema = z.object({
  organization: text(150),
  role: text(100),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  description: optionalText(500),
});
export type TamkeenVolunteerItem = z.infer<typeof tamkeenVolunteerItemSchema>;

/** At most this many entries a tab (decision 067). */
export const tamkeenMaxItems = 20;

/**
 * A list tab as load answers it and save takes it: the whole list, or `none` (the person has none, which also makes
 * the tab done). An empty list without `none` is an unanswered tab.
 */
export function tamkeenTabSchema<T extends z.ZodType>(item: T) {
  return z
    .object({ items: z.array(item).max(tamkeenMaxItems), none: z.boolean() })
    .refine((tab) => !(tab.none && tab.items.length > 0), { message: 'invalid', path: ['none'] });
}

export const tamkeenEducationTabSchema = tamkeenTabSchema(tamkeenEducationItemSchema);
export type TamkeenEducationTab = z.infer<typeof tamkeenEducationTabSchema>;
export const tamkeenExperienceTabSchema = tamkeenTabSchema(tamkeenExperienceItemSchema);
export type TamkeenExperienceTab = z.infer<typeof tamkeenExperienceTabSchema>;
export const tamkeenSkillsTabSchema = tamkeenTabSchema(tamkeenSkillItemSchema);
export type TamkeenSkillsTab = z.infer<typeof tamkeenSkillsTabSchema>;
export const tamkeenTrainingTabSchema = tamkeenTabSchema(tamkeenTrainingItemSchema);
export type TamkeenTrainingTab = z.infer<typeof tamkeenTrainingTabSchema>;
export const tamkeenVolunteerTabSchema = tamkeenTabSchema(tamkeenVolunteerItemSchema);
export type TamkeenVolunteerTab = z.infer<typeof tamkeenVolunteerTabSchema>;

/** Every list tab's content by tab. */
export interface TamkeenTabContent {
  education: TamkeenEducationTab;
  experience: TamkeenExperienceTab;
  skills: TamkeenSkillsTab;
  training: TamkeenTrainingTab;
  volunteerExperience: TamkeenVolunteerTab;
}

/** The CV document type of the attachment module (the `documentType` lookup). */
export const cvDocumentType = 'CV';

/** cv-attachment/load: an uploaded CV, the generated one, or none yet. */
export const tamkeenCvSchema = z.object({
  choice: z.enum(['UPLOADED', 'GENERATED']).nullable(),
  attachment: z
    .object({ id: z.string(), fileName: z.string(), sizeBytes: z.number().int().nonnegative(), createdAt: z.string() })
    .nullable(),
});
export type TamkeenCv = z.infer<typeof tamkeenCvSchema>;

/** cv-attachment/save: an uploaded attachment of type CV (by id), the generated CV, or neither (CLEAR). */
export const tamkeenCvInputSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('UPLOADED'), attachmentId: entityIdSchema }),
  z.object({ choice: z.literal('GENERATED') }),
  z.object({ choice: z.literal('CLEAR') }),
]);
export type TamkeenCvInput = z.infer<typeof tamkeenCvInputSchema>;

/** summary/save and summary/edit. */
export const tamkeenSummaryInputSchema = z.object({ summary: z.string().trim().min(1).max(2000) });
export type TamkeenSummaryInput = z.infer<typeof tamkeenSummaryInputSchema>;
