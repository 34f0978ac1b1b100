import { issuesToFieldErrors, type FieldError, type Language } from '@sanad/contract';
import type { z } from 'zod';
import { useCallback, useEffect, useState } from 'react';
import type { FormApi } from '../../components/form/use-form.ts';
import { ApiRequestError, isApiRequestError } from '../../lib/api-error.ts';
import { mapFieldErrors } from '../../lib/form-errors.ts';
import type { CallOptions } from '../../lib/api-client.ts';

/**
 * The list editors name their inputs by row (`r2.monthlyAmount`), the API by position in the array it received
 * (`income.1.monthlyAmount`); `rename` turns the second into the first, or returns null to leave the name alone.
 */
export type FieldRenamer = (field: string) => string | null;

function renamed(errors: readonly FieldError[], rename: FieldRenamer): FieldError[] {
  return errors.map((error) => {
    const bare = error.field.replace(/^(body|query|params)\./, '');
    const name = rename(bare);
    return name === null ? error : { ...error, field: name };
  });
}

/** A failed save with its field errors renamed to the form's inputs, so `useForm` puts them at their fields. */
export function withRenamedFields(error: unknown, rename: FieldRenamer): unknown {
  if (!isApiRequestError(error) || !error.body.fieldErrors) return error;
  return new ApiRequestError(error.status, { ...error.body, fieldErrors: renamed(error.body.fieldErrors, rename) }, error.endpoint);
}

/**
 * The browser-side check of a form: the contract's own schema for the request, its issues in the UI language on the
 * form's fields. The server checks again whatever this says.
 */
export function schemaErrors<K extends string>(
  schema: z.ZodType,
  input: unknown,
  names: readonly K[],
  language: Language,
  rename: FieldRenamer = () => null,
): Partial<Record<K, string>> {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return mapFieldErrors(renamed(issuesToFieldErrors(issues, language), rename), names).fields;
}

/** A yes/no answer as the form keeps it: 'yes', 'no', or '' before it is given. */
export function yesNo(value: boolean | null | undefined): 'yes' | 'no' | '' {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return '';
}

/** Props for a `YesNoField` that asks the form's field `name` (kept as `yesNo` keeps it). */
export function yesNoProps<K extends string>(form: FormApi<K>, name: K) {
  // A form keyed by any string may not hold the field: that reads as unanswered.
  const value: string = form.values[name] ?? '';
  return {
    name,
    value,
    error: form.errorOf(name),
    onChange: (answer: 'yes' | 'no') => form.setValue(name, answer),
  };
}

/** An optional text field: trimmed, null when left empty. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export type TabLoad<T> = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; data: T };

/**
 * Loads what a tab shows when it opens, and again on `retry`; `setData` replaces it with what a save answered. A
 * failure is kept for the tab to show with a retry button. `load` must keep its identity between renders (the
 * endpoints of `sharedTabsApi`, or a module-level function).
 */
export function useTabData<T>(load: (options: CallOptions) => Promise<T>) {
  const [state, setState] = useState<TabLoad<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const setData = useCallback((data: T) => setState({ kind: 'ready', data }), []);
  return { state, retry, setData };
}
