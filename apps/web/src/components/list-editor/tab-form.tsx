import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryError } from '../error-summary.tsx';
import formClasses from '../form/form.module.css';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The frame of a tab's form: a card titled by its heading, the error summary first, the fields, then the actions
 * with the save button last. `id` names the heading (`<id>-title`, which labels the card) and the form's test id
 * (`<id>-form`).
 */
export function TabForm({
  id,
  title,
  form,
  onSubmit,
  saveLabel,
  actions,
  dialog,
  children,
}: {
  id: string;
  title: string;
  form: { summary: readonly SummaryError[]; attempt: number; sending: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The save button's text; "Save" unless the tab says more. */
  saveLabel?: string;
  /** Buttons before the save button (adding a row). */
  actions?: ReactNode;
  /** A dialog the form opens, kept in the card after the form. */
  dialog?: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={formClasses.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={formClasses.sectionTitle}>
        {title}
      </h3>
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid={`${id}-form`}>
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          {children}
          <div className={formClasses.actions}>
            {actions}
            <Button type="submit" disabled={form.sending}>
              {saveLabel ?? t('profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
      {dialog}
    </section>
  );
}
