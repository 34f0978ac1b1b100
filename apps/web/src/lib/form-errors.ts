import type { FieldError, Language } from '@sanad/contract';
import { issuesToFieldErrors } from '@sanad/contract/client';
import { ApiRequestError, clientErrorCodes, isApiRequestError } from './api-error.ts';

/**
 * The form field a server field error is about: the API names the request part first (`body.nin`,
 * `params.reason`), the forms name their inputs after the body's keys.
 */
export function fieldNameOf(path: string): string {
  return path.replace(/^(body|query|params)\./, '');
}

/** What a form shows after a failed check: messages at their fields, and those that belong to none. */
export interface FormErrors<K extends string> {
  fields: Partial<Record<K, string>>;
  general: string[];
}

/** Puts each field error on its field (the first one wins); errors about fields the form does not have go to `general`. */
export function mapFieldErrors<K extends string>(
  fieldErrors: readonly Pick<FieldError, 'field' | 'message'>[],
  names: readonly K[],
): FormErrors<K> {
  const fields: Partial<Record<K, string>> = {};
  const general: string[] = [];
  for (const error of fieldErrors) {
    const name = fieldNameOf(error.field);
    if (isFieldName(name, names)) fields[name] ??= error.message;
    else if (!general.includes(error.message)) general.push(error.message);
  }
  return { fields, general };
}

/**
 * Forms whose inputs are not named after the request's keys (the rows of a list editor, `r2.monthlyAmount`, against
 * the API's `income.1.monthlyAmount`) say which input an error is about; null leaves the name as it is.
 */
export type FieldRenamer = (field: string) => string | null;

/** Field errors with their fields renamed to the form's inputs (the request part, `body.`, dropped first). */
export function renameFieldErrors<E extends Pick<FieldError, 'field'>>(errors: readonly E[], rename: FieldRenamer): E[] {
  return errors.map((error) => {
    const name = rename(fieldNameOf(error.field));
    return name === null ? error : { ...error, field: name };
  });
}

/**
 * A failed call with its field errors renamed to the form's inputs (`renameFieldErrors`), so `useForm` puts them at
 * their fields: for forms whose inputs are named by row, not by the request's positions.
 */
export function withRenamedFields(error: unknown, rename: FieldRenamer): unknown {
  if (!isApiRequestError(error) || !error.body.fieldErrors) return error;
  return new ApiRequestError(
    error.status,
    { ...error.body, fieldErrors: renameFieldErrors(error.body.fieldErrors, rename) },
    error.endpoint,
  );
}

/** The issues a schema's `safeParse` found, as `issuesToFieldErrors` (what the server would say) puts them in zod 4. */
type SchemaIssues = Parameters<typeof issuesToFieldErrors>[0];

/**
 * A browser-side check with the contract's own schema, as a form shows it: each issue at its field in the UI
 * language, in the server's words; issues about no field of the form go to `general`.
 */
export function mapSchemaIssues<K extends string>(
  issues: SchemaIssues,
  names: readonly K[],
  language: Language,
  rename: FieldRenamer = () => null,
): FormErrors<K> {
  return mapFieldErrors(renameFieldErrors(issuesToFieldErrors(issues, language), rename), names);
}

function isFieldName<K extends string>(name: string, names: readonly K[]): name is K {
  return (names as readonly string[]).includes(name);
}

/** Texts in the UI language for failures that never produced a server message. */
export interface FallbackMessages {
  network: string;
  unexpected: string;
}

/**
 * A failed call as a form shows it: the server's field errors on their fields, and its message in the summary.
 * When every problem already sits at a field, the overall "check the fields" message would only repeat the title.
 */
export function mapServerError<K extends string>(error: unknown, names: readonly K[], fallback: FallbackMessages): FormErrors<K> {
  if (!isApiRequestError(error)) return { fields: {}, general: [fallback.unexpected] };
  if (error.code === clientErrorCodes.network) return { fields: {}, general: [fallback.network] };
  // Bodies the client could not read (a proxy's HTML page) carry nothing fit to show.
  if (error.code === clientErrorCodes.unexpectedBody || error.code === clientErrorCodes.invalidResponse) {
    return { fields: {}, general: [fallback.unexpected] };
  }
  const mapped = mapFieldErrors(error.body.fieldErrors ?? [], names);
  if (Object.keys(mapped.fields).length === 0)
    return { fields: {}, general: [error.body.message, ...mapped.general.filter((m) => m !== error.body.message)] };
  return mapped;
}

/** The message of any failure, for toasts and alerts outside a form. */
export function errorMessage(error: unknown, fallback: FallbackMessages): string {
  return mapServerError(error, [], fallback).general[0] ?? fallback.unexpected;
}
