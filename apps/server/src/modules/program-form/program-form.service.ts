import {
  checkProgramForm,
  isUniqueField,
  type ProgramFormField,
  type ProgramFormParams,
  type ProgramFormSubmission,
} from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { parseProgramId, toProgramFormField } from './program-form-mappers.ts';
import { uniqueKey, type FormClaimant, type ProgramFormFieldRow, type ProgramFormRepository } from './program-form.repository.ts';

export type { FormClaimant } from './program-form.repository.ts';

export interface ProgramFormServiceDeps {
  db: Database;
  repository: ProgramFormRepository;
  audit: AuditService;
}

/** Where the answers sit in an application save's body; the form's own submit endpoint passes `body.`. */
const applicationAnswersPrefix = 'body.formAnswers.';

/**
 * Dynamic program forms (spec §3, §5; docs/decisions/047-dynamic-forms-and-ramadan.md): the fields a program asks,
 * and the one check of answers shared with the browser (program-form-rules.ts), plus what only the server can judge:
 * names the form does not have, and the unique rule (1002) against other households' answers. The application service
 * calls `validateAnswers` and `recordAnswers` inside its own transaction when it saves an SSP application; the
 * answers are then the application's claim (keyed by its id), so they stay its own whoever heads it.
 */
export function createProgramFormService(deps: ProgramFormServiceDeps) {
  const { db, repository, audit } = deps;

  /** The fields as the contract shows them, select fields with the items of their lookup group. */
  async function fieldsOf(rows: readonly ProgramFormFieldRow[], tx: Database): Promise<ProgramFormField[]> {
    const groups = rows.flatMap((row) => (row.type === 'select' && row.optionsGroup !== null ? [row.optionsGroup] : []));
    const options = await repository.listOptions(groups, tx);
    return rows.map((row) => toProgramFormField(row, row.optionsGroup === null ? [] : (options.get(row.optionsGroup) ?? [])));
  }

  /** The program of a path id, or NOT_FOUND (malformed and unknown alike). */
  async function requireProgram(text: string, tx: Database = db) {
    const programId = parseProgramId(text);
    const found = programId === null ? null : await repository.findProgram(programId, tx);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /**
   * Checks answers against the program's active fields and returns them as stored (trimmed, ASCII digits, every field
   * present). Throws VALIDATION_FAILED with one field error per failing field, under `prefix` + the field name
   * (`body.formAnswers.` in an application save, `body.` in the form's own submit).
   */
  async function checkAnswers(
    programId: number,
    answers: Record<string, string>,
    claimant: FormClaimant,
    prefix: string,
    tx: Database,
  ): Promise<Record<string, string>> {
    const fields = await fieldsOf(await repository.listFields(programId, tx), tx);
    const known = new Set(fields.map((field) => field.name));
    const fieldErrors: DomainFieldError[] = Object.keys(answers)
      .filter((name) => !known.has(name))
      .map((name) => ({ field: `${prefix}${name}`, code: 'unrecognized_keys' }));
    // First without an isTaken answer, as the browser runs it, to learn which unique values to look up; then with it.
    const { uniqueToCheck } = checkProgramForm(fields, answers);
    const taken = await repository.takenByOthers(programId, uniqueToCheck, claimant, tx);
    const check = checkProgramForm(fields, answers, (name, value) => taken.has(uniqueKey(name, value)));
    for (const field of fields) {
      const failure = check.errors[field.name];
      if (failure)
        fieldErrors.push({ field: `${prefix}${field.name}`, code: failure.code, ...(failure.values ? { values: failure.values } : {}) });
    }
    if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
    return check.values;
  }

  /**
   * Stores validated answers as the claimant's submission for the program and claims the values of its unique fields
   * (a value one of the claimant's own submissions held moves to this one). Two households racing for one value: the
   * table's key lets one claim it, and the other gets the unique field error (its transaction is rolled back by the
   * throw).
   */
  async function storeAnswers(
    programId: number,
    answers: Record<string, string>,
    claimant: FormClaimant,
    prefix: string,
    tx: Database,
  ): Promise<void> {
    const fields = await repository.listFields(programId, tx);
    const submissionId = await repository.upsertSubmission(programId, claimant, answers, tx);
    await repository.clearUniqueValues(submissionId, tx);
    const fieldErrors: DomainFieldError[] = [];
    for (const field of fields) {
      const value = answers[field.name] ?? '';
      if (value === '' || !isUniqueField(field)) continue;
      const claimed = await repository.claimUniqueValue(programId, field.name, value, submissionId, claimant, tx);
      if (!claimed) fieldErrors.push({ field: `${prefix}${field.name}`, code: 'unique' });
    }
    if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
  }

  return {
    /**
     * For the application service, in its transaction (`tx` last): the answers as stored, or VALIDATION_FAILED with
     * the field errors under `body.formAnswers.<name>`. `claimant.applicationId` is the application saved (null
     * before a new draft exists).
     */
    validateAnswers: (programId: number, answers: Record<string, string>, claimant: FormClaimant, tx: Database) =>
      checkAnswers(programId, answers, claimant, applicationAnswersPrefix, tx),

    /**
     * For the application service, in its transaction: stores answers `validateAnswers` returned as the application's
     * submission (`claimant.applicationId`), see storeAnswers.
     */
    recordAnswers: (programId: number, answers: Record<string, string>, claimant: FormClaimant, tx: Database) =>
      storeAnswers(programId, answers, claimant, applicationAnswersPrefix, tx),

    /** The form of a program in display order; [] for a program without one, NOT_FOUND for an unknown program. */
    async loadForm(_principal: Principal, input: ProgramFormParams): Promise<ProgramFormField[]> {
      const found = await requireProgram(input.programId);
      return fieldsOf(await repository.listFields(found.id), db);
    },

    /**
     * Checks and stores the caller's answers to a program's form (the web ignores the answer). With an open application
     * of the program they are that application's answers (the web sends the same ones right after saving it), else
     * the account's own.
     */
    async submit(principal: Principal, input: ProgramFormSubmission, ctx: RequestContext): Promise<{ success: true }> {
      const found = await requireProgram(input.programId);
      if (!found.active) throw new DomainError('PROGRAM_FORM_CLOSED');
      await db.transaction(async (tx) => {
        if ((await repository.listFields(found.id, tx)).length === 0) throw new DomainError('PROGRAM_HAS_NO_FORM');
        const claimant = {
          accountId: principal.accountId,
          applicationId: await repository.openApplicationOf(found.id, principal.accountId, tx),
        };
        const answers = await checkAnswers(found.id, input.values, claimant, 'body.', tx);
        await storeAnswers(found.id, answers, claimant, 'body.', tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'program.form-submit', entity: 'program', entityId: String(found.id), after: answers },
          tx,
        );
      });
      return { success: true };
    },
  };
}
export type ProgramFormService = ReturnType<typeof createProgramFormService>;
