import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { latinDigits } from '@sanad/contract/client';
import { mapServerError, type FormErrors } from '../../lib/form-errors.ts';
import type { SummaryError } from '../error-summary.tsx';

type Values<K extends string> = Record<K, string>;

/** Keypads of fields that hold digits (national ID, mobile, codes, amounts, years): `inputmode` or a `tel` input. */
const digitKeypads: ReadonlySet<string> = new Set(['numeric', 'decimal', 'tel']);

/**
 * Whether a field takes digits the way every rule of the portal counts them, as Latin digits: any field with a
 * numeric, decimal or phone keypad, and the username, which is a national ID or a Latin name (no username holds
 * Arabic digits). Passwords and free text keep what was typed.
 */
function takesLatinDigits(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  const keypad = element.getAttribute('inputmode') ?? (element.getAttribute('type') === 'tel' ? 'tel' : '');
  return digitKeypads.has(keypad) || element.getAttribute('autocomplete') === 'username';
}

/**
 * What a field holds after a keystroke or a paste. Arabic-Indic and Persian digits in a digits field become Latin
 * digits at once, so the user sees what will be checked and sent; the caret stays where it was (the text keeps its
 * length), which setting the value through React alone would move to the end.
 */
function typedValue(element: HTMLInputElement | HTMLTextAreaElement): string {
  const typed = element.value;
  if (!takesLatinDigits(element)) return typed;
  const latin = latinDigits(typed);
  if (latin === typed) return typed;
  const { selectionStart, selectionEnd } = element;
  element.value = latin;
  if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd);
  return latin;
}
type Errors<K extends string> = Partial<Record<K, string>>;

export interface UseFormOptions<K extends string> {
  /** Every field with the id of its input (the error summary links there), in the order the form shows them. */
  ids: Record<K, string>;
  initial: Values<K>;
  /** Checks in the browser; the server checks again whatever they say. */
  validate?: (values: Values<K>) => Errors<K>;
}

/**
 * The GOV.UK form pattern for every form of the portal: nothing is flagged until the first submit; then the error
 * summary lists each problem and takes focus, each field shows its own message (Mantine links it with
 * aria-describedby), browser-side errors follow the input as it is corrected, and a server error stays at its field
 * until that field changes. Values live here, so a failed call never clears what the user typed, and a submit is
 * ignored while one is being sent. Digits typed on an Arabic or Persian keyboard into a digits field become Latin
 * digits as they are typed.
 */
export function useForm<K extends string>({ ids, initial, validate }: UseFormOptions<K>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const names = Object.keys(ids) as K[];
  const [values, setValues] = useState<Values<K>>(initial);
  const [clientErrors, setClientErrors] = useState<Errors<K>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<K>>({ fields: {}, general: [] });
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // A ref as well as state: two quick submits in one frame must not both go out.
  const sendingRef = useRef(false);
  // Fields the form emptied itself (a used captcha): not flagged until the user changes them or submits again.
  const [quiet, setQuiet] = useState<ReadonlySet<K>>(() => new Set());
  // Browser-side messages are texts of one language: checked again when the language switches (set during render,
  // React's pattern for state that follows another value).
  const [checkedIn, setCheckedIn] = useState(language);

  const check = (next: Values<K>, silent: ReadonlySet<K>): Errors<K> => {
    const found: Errors<K> = { ...validate?.(next) };
    for (const name of silent) delete found[name];
    return found;
  };
  if (checkedIn !== language) {
    setCheckedIn(language);
    if (attempt > 0 && validate) setClientErrors(check(values, quiet));
  }

  /** Changes several fields in one step (a new region empties the city): each change as if typed. */
  const setMany = (changes: Partial<Values<K>>) => {
    // Each keystroke renders before the next event arrives, so `values` is current here.
    const next = { ...values, ...changes };
    setValues(next);
    const changed = Object.keys(changes) as K[];
    const stillQuiet = new Set([...quiet].filter((name) => !changed.includes(name)));
    if (stillQuiet.size !== quiet.size) setQuiet(stillQuiet);
    if (attempt > 0 && validate) setClientErrors(check(next, stillQuiet));
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
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const errorOf = (name: K): string | undefined => clientErrors[name] ?? serverErrors.fields[name];

  const summary: SummaryError[] = [
    ...names.flatMap((name) => {
      const message = errorOf(name);
      return message === undefined ? [] : [{ fieldId: ids[name], message }];
    }),
    ...serverErrors.general.map((message) => ({ message })),
  ];

  /** Shows a failed call (from submit or from another action of the form, such as resending a code). */
  const showError = (error: unknown) => {
    setServerErrors(mapServerError(error, names, { network: t('errors.network'), unexpected: t('errors.unexpected') }));
    setAttempt((count) => count + 1);
  };

  const onSubmit = (action: (values: Values<K>) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validate?.(values) ?? {};
    setQuiet(new Set());
    setClientErrors(found);
    setServerErrors({ fields: {}, general: [] });
    setAttempt((count) => count + 1);
    if (Object.values(found).some((message) => message !== undefined)) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await action(values);
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
    setClientErrors({});
    setServerErrors({ fields: {}, general: [] });
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

export type FormApi<K extends string> = ReturnType<typeof useForm<K>>;
