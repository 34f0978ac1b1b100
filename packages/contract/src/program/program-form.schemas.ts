import { z } from 'zod';

/** The input kinds a dynamic form field can take (spec §3 "Dynamic program form field"). */
export const programFormFieldTypes = ['text', 'number', 'date', 'select', 'textarea'] as const;
export const programFormFieldTypeSchema = z.enum(programFormFieldTypes);
export type ProgramFormFieldType = z.infer<typeof programFormFieldTypeSchema>;

/** One rule of a field's validation list: a spec §5 id (1001–1007) with its bound written as text ('' when none). */
export const programFormValidationSchema = z.object({
  validationId: z.number().int().min(1001).max(1007),
  value: z.string(),
});
export type ProgramFormValidation = z.infer<typeof programFormValidationSchema>;

/** One choice of a select field, from the field's lookup group. */
export const programFormOptionSchema = z.object({
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
});
export type ProgramFormOption = z.infer<typeof programFormOptionSchema>;

/** One field of a program's dynamic form, as the browser draws it and checks it (program-form-rules.ts). */
export const programFormFieldSchema = z.object({
  /** The key of the field's answer in the submitted record. */
  name: z.string(),
  type: programFormFieldTypeSchema,
  labelAr: z.string(),
  labelEn: z.string(),
  /** The default answer, '' when none is given. */
  value: z.string(),
  /** Flagged required: required even without a 1001 entry (spec §5). */
  required: z.boolean(),
  validationList: z.array(programFormValidationSchema),
  /** Choices of a select field; empty for the other types. */
  options: z.array(programFormOptionSchema),
  /** Display order, ascending. */
  order: z.number().int(),
});
export type ProgramFormField = z.infer<typeof programFormFieldSchema>;

export const programFormSchema = z.array(programFormFieldSchema);

/**
 * A program id in the path. Kept a string so a malformed id answers 404 like an unknown one (the service reads it),
 * as application ids do.
 */
export const programFormParamsSchema = z.object({ programId: z.string().trim().min(1).max(12) });
export type ProgramFormParams = z.infer<typeof programFormParamsSchema>;

/** The most answers one submission may carry: forms have a handful of fields, so more is a malformed request. */
export const maxProgramFormAnswers = 50;

/**
 * The answers of a dynamic form: field name → the text typed or chosen. Judged against the program's fields by the
 * server (unknown names, rules, uniqueness); here only its size is bounded.
 */
export const programFormAnswersSchema = z
  .record(z.string().min(1).max(60), z.string().max(5000))
  .refine((answers) => Object.keys(answers).length <= maxProgramFormAnswers, { message: 'too_many_answers' });
export type ProgramFormAnswers = z.infer<typeof programFormAnswersSchema>;

/** What the service receives for a submission: the program from the path, the answers from the body. */
export interface ProgramFormSubmission {
  programId: string;
  values: ProgramFormAnswers;
}
