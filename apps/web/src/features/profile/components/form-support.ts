import type { FormApi } from '../../../components/form/use-form.ts';
import type { FieldRenamer } from '../../../lib/form-errors.ts';

/**
 * The list editors name their inputs by row (`r2.monthlyAmount`), the API by position in the array it received
 * (`income.1.monthlyAmount`): a `FieldRenamer` turns the second into the first. `useForm` takes one for the
 * schema's issues (`rename`); a failed save is renamed the same way with `withRenamedFields`.
 */
export type { FieldRenamer };
/** A failed save with its field errors renamed to the form's inputs (lib/form-errors.ts, shared with the calculators). */
export { withRenamedFields } from '../../../lib/form-errors.ts';

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
