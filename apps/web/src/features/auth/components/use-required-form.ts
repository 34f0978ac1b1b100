import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryError } from '../../../components/error-summary.tsx';

export interface RequiredField {
  /** The input's id, which the error summary links to. */
  id: string;
  /** Translation key of the message shown when the field is empty. */
  message: string;
}

/** Names of the fields that are empty (whitespace counts as empty) in a submitted form. */
export function missingFields<K extends string>(data: { get(name: string): unknown }, names: readonly K[]): K[] {
  return names.filter((name) => {
    const value = data.get(name);
    return typeof value !== 'string' || value.trim() === '';
  });
}

/**
 * Required-field checking for the sign-in forms, in the GOV.UK pattern: nothing is flagged until the first submit,
 * then every empty field is listed in the error summary and marked inline, and each error clears as it is fixed.
 * The inputs stay uncontrolled, so the user's input is never reset. (react-hook-form would do the same for 12 KB
 * on the first screen, which the bundle budget cannot spare.)
 */
export function useRequiredForm<K extends string>(fields: Record<K, RequiredField>) {
  const { t } = useTranslation();
  const names = Object.keys(fields) as K[];
  const [missing, setMissing] = useState<readonly K[]>([]);
  const [attempt, setAttempt] = useState(0);

  const check = useCallback((form: HTMLFormElement) => missingFields(new FormData(form), Object.keys(fields) as K[]), [fields]);

  const formProps = (onValid: (data: Record<K, string>) => void) => ({
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const empty = check(form);
      setMissing(empty);
      setAttempt((count) => count + 1);
      if (empty.length > 0) return;
      const data = new FormData(form);
      onValid(Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>);
    },
    // After a failed submit, errors follow the input as the user corrects it.
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (attempt > 0) setMissing(check(event.currentTarget));
    },
  });

  const errorOf = (name: K): string | undefined => (missing.includes(name) ? t(fields[name].message) : undefined);
  const summary: SummaryError[] = missing.map((name) => ({ fieldId: fields[name].id, message: t(fields[name].message) }));

  return { formProps, errorOf, summary, attempt };
}
