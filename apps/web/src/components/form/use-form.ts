import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { mapSchemaIssues, mapServerError, type FormErrors } from '../../lib/form-errors.ts';
import type { SummaryError } from '../error-summary.tsx';
import { typedValue } from './typed-value.ts';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

/** A schema of the contract (a request body, one step of it) as a form uses it: the hook only calls `safeParse`. */
export type FormSchema = z.ZodType;

type InputShape<I> = I extends readonly unknown[] ? unknown : I extends object ? { [P in keyof I]: unknown } : unknown;

/**
 * What `toInput` builds for a schema: its keys, each with any value, since judging the values is the schema's job (a
 * code held as text becomes the enum the request wants only once parsed). A key the request does not have is a
 * type error.
 */
export type SchemaInput<S extends FormSchema> = InputShape<z.input<S>>;

/** What submit hands on: the schema's parsed output, or the values as typed when the form has no schema. */
export type Submitted<K extends string, S extends FormSchema | undefined> = S extends FormSchema ? z.output<S> : Values<K>;

export interface UseFormOptions<K extends string, S extends FormSchema | undefined = undefined> {
  /** Every field with the id of its input (the error summary links there), in the order the form shows them. */
  ids: Record<K, string>;
  initial: Values<K>;
  /**
   * The contract's schema of the request the form sends (for a form in steps, the step being submitted), imported by
   * the screen: each issue shows at its field in the UI language, and submit gets the parsed value. The server
   * checks again whatever it says.
   */
  schema?: S;
  /** The request as the schema reads it, from the form's text values (trimmed, empty as null, ...); the values by default. */
  toInput?: (values: Values<K>) => S extends FormSchema ? SchemaInput<S> : never;
  /**
   * The input an issue of the schema is about (null: the request's key is the input's name), for forms whose names
   * differ from the request's keys (list rows); given the values that were checked, which say what was sent where.
   */
  rename?: (field: string, values: Values<K>) => string | null;
  /**
   * Checks the schema cannot make (a repeated password, a ticked box, a message worded for this form), given what
   * the schema found: each message returned goes to its field, over the schema's; undefined adds nothing.
   */
  validate?: (values: Values<K>, found: Errors<K>) => Errors<K>;
}

/** What `form.date(name)` hands a `DateField`. */
export interface DateBinding {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A form's messages when it has none. */
function noErrors<K extends string>(): FormErrors<K> {
  return { fields: {}, general: [] };
}

/**
 * The GOV.UK form pattern for every form of the portal: nothing is flagged until the first submit; then the error
 * summary lists each problem and takes focus, each field shows its own message (Mantine links it with
 * aria-describedby), browser-side errors follow the input as it is corrected, and a server error stays at its field
 * until that field changes. Values live here, so a failed call never clears what the user typed, and a submit is
 * ignored while one is being sent. Digits typed on an Arabic or Persian keyboard into a digits field become Latin
 * digits as they are typed. With a `schema`, the browser says what the server would say, and submit is handed the
 * parsed request (typed as the schema's output) instead of the text values.
 */
export function useForm<K extends string, S extends FormSchema | undefined = undefined>({
  ids,
  initial,
  schema,
  toInput,
  rename,
  validate,
}: UseFormOptions<K, S>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const names = Object.keys(ids) as K[];
  const [values, setValues] = useState<Values<K>>(initial);
  const [clientErrors, setClientErrors] = useState<FormErrors<K>>(noErrors);
  const [serverErrors, setServerErrors] = useState<FormErrors<K>>(noErrors);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // A ref as well as state: two quick submits in one frame must not both go out.
  const sendingRef = useRef(false);
  // Fields the form emptied itself (a used captcha): not flagged until the user changes them or submits again.
  const [quiet, setQuiet] = useState<ReadonlySet<K>>(() => new Set());
  // Browser-side messages are texts of one language: checked again when the language switches (set during render,
  // React's pattern for state that follows another value).
  const [checkedIn, setCheckedIn] = useState(language);
  const checks = schema !== undefined || validate !== undefined;

  /** The browser-side check: the schema's findings, then the form's own; `parsed` is null while the schema refuses. */
  const check = (next: Values<K>, silent: ReadonlySet<K>): { errors: FormErrors<K>; parsed: { value: unknown } | null } => {
    let found = noErrors<K>();
    let parsed: { value: unknown } | null = { value: next };
    if (schema) {
      const result = schema.safeParse(toInput ? toInput(next) : next);
      if (result.success) parsed = { value: result.data };
      else {
        parsed = null;
        found = mapSchemaIssues(result.error.issues, names, language, rename && ((field) => rename(field, next)));
      }
    }
    const fields: Errors<K> = { ...found.fields };
    for (const [name, message] of Object.entries(validate?.(next, found.fields) ?? {}) as [K, string | undefined][]) {
      if (message !== undefined) fields[name] = message;
    }
    for (const name of silent) delete fields[name];
    return { errors: { fields, general: found.general }, parsed };
  };
  if (checkedIn !== language) {
    setCheckedIn(language);
    if (attempt > 0 && checks) setClientErrors(check(values, quiet).errors);
  }

  /** Changes several fields in one step (a new region empties the city): each change as if typed. */
  const setMany = (changes: Partial<Values<K>>) => {
    // Each keystroke renders before the next event arrives, so `values` is current here.
    const next = { ...values, ...changes };
    setValues(next);
    const changed = Object.keys(changes) as K[];
    const stillQuiet = new Set([...quiet].filter((name) => !changed.includes(name)));
    if (stillQuiet.size !== quiet.size) setQuiet(stillQuiet);
    if (attempt > 0 && checks) setClientErrors(check(next, stillQuiet).errors);
    setServerErrors((current) => {
      if (changed.every((name) => current.fields[name] === undefined)) return current;
      const fields = { ...current.fields };
      for (const name of changed) delete fields[name];
      return { ...current, fields };
    });
  };
  const setValue = (name: K, value: string) => setMany({ [name]: value } as Partial<Values<K>>);

  /**
   * Empties a field the form can no longer use, such as a single-use captcha after a failed try, without flagging
   * it: the user did nothing wrong there. A server message about the field (a wrong captcha) still shows.
   */
  const discard = (name: K) => {
    setValues((current) => ({ ...current, [name]: '' }));
    setQuiet((current) => new Set([...current, name]));
    setClientErrors((current) => {
      if (current.fields[name] === undefined) return current;
      const fields = { ...current.fields };
      delete fields[name];
      return { ...current, fields };
    });
  };

  const errorOf = (name: K): string | undefined => clientErrors.fields[name] ?? serverErrors.fields[name];

  const summary: SummaryError[] = [
    ...names.flatMap((name) => {
      const message = errorOf(name);
      return message === undefined ? [] : [{ fieldId: ids[name], message }];
    }),
    // A problem the schema found at no field of the form, then the server's; each once (the summary keys them by text).
    ...[...new Set([...clientErrors.general, ...serverErrors.general])].map((message) => ({ message })),
  ];

  /** Shows a failed call (from submit or from another action of the form, such as resending a code). */
  const showError = (error: unknown) => {
    setServerErrors(mapServerError(error, names, { network: t('errors.network'), unexpected: t('errors.unexpected') }));
    setAttempt((count) => count + 1);
  };

  /**
   * The form's submit handler: checks, then hands `action` the request the schema parsed (the values as typed when
   * the form has none); a failure it throws is shown like any other.
   */
  const onSubmit = (action: (submitted: Submitted<K, S>) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const { errors, parsed } = check(values, new Set());
    setQuiet(new Set());
    setClientErrors(errors);
    setServerErrors(noErrors());
    setAttempt((count) => count + 1);
    const flagged = Object.values(errors.fields).some((message) => message !== undefined) || errors.general.length > 0;
    if (flagged || parsed === null) return;
    sendingRef.current = true;
    setSending(true);
    try {
      // What `check` parsed is the schema's output, or the values when there is no schema: Submitted<K, S> says which.
      await action(parsed.value as Submitted<K, S>);
    } catch (error) {
      showError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  /** Props for a Mantine text, password or textarea input; a digits field gets Latin digits as they are typed. */
  const input = (name: K) => ({
    id: ids[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, typedValue(event.currentTarget)),
    error: errorOf(name),
  });

  /** Props for a select (LookupSelect, Mantine NativeSelect). */
  const select = (name: K) => ({
    id: ids[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => setValue(name, event.currentTarget.value),
    error: errorOf(name),
  });

  /** Props for a `DateField`: its value is the ISO date the contract expects (YYYY-MM-DD), '' when left empty. */
  const date = (name: K): DateBinding => ({
    // A form keyed by any string (list rows) may not hold the field yet: an empty date under its own name.
    id: ids[name] ?? name,
    name,
    value: values[name] ?? '',
    onChange: (value: string) => setValue(name, value),
    error: errorOf(name),
  });

  /** Props for a Mantine checkbox; its value is 'yes' when ticked. */
  const checkbox = (name: K) => ({
    id: ids[name],
    name,
    checked: values[name] === 'yes',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.checked ? 'yes' : ''),
    error: errorOf(name),
  });

  const reset = (next?: Partial<Values<K>>) => {
    setValues((current) => ({ ...current, ...next }));
    setClientErrors(noErrors());
    setServerErrors(noErrors());
    setQuiet(new Set());
    setAttempt(0);
  };

  return {
    values,
    setValue,
    setValues: setMany,
    discard,
    input,
    select,
    date,
    checkbox,
    errorOf,
    summary,
    attempt,
    sending,
    onSubmit,
    showError,
    reset,
  };
}

/** A form of `useForm`; without `S`, any form with the fields K, whatever its schema. */
export type FormApi<K extends string, S extends FormSchema | undefined = FormSchema> = ReturnType<typeof useForm<K, S>>;
