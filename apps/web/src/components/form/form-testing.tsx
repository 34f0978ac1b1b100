import { Button } from '@mantine/core';
import type { UserEvent } from '@testing-library/user-event';
import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryError } from '../error-summary.tsx';

/*
 * Helpers for the tests of forms (imported by tests only, so never part of a bundle).
 */

/**
 * Types a date into a `DateField` as a person would, box by box: `iso` is `YYYY-MM-DD` in the calendar the field
 * shows, and `id` the field's (its day box's) id.
 */
export async function typeDate(user: UserEvent, id: string, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  for (const [suffix, text] of [
    ['', day],
    ['-month', month],
    ['-year', year],
  ] as const) {
    const box = document.getElementById(`${id}${suffix}`);
    if (!box) throw new Error(`No date box #${id}${suffix}`);
    await user.type(box, text);
  }
}

/** A test form as the screens build theirs: the error summary, the fields, then a "Send" button. */
export function TestFormFrame({
  form,
  onSubmit,
  children,
}: {
  form: { summary: readonly SummaryError[]; attempt: number };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      {children}
      <Button type="submit">Send</Button>
    </form>
  );
}
