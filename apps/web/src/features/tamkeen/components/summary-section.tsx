import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea } from '@mantine/core';
import { contract } from '@sanad/contract';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { writeSummary } from '../api/tamkeen-api.ts';

/** The summary of the able-to-work profile: written once (summary/save), changed after (summary/edit). */
export function SummarySection({ summary, onSaved }: { summary: string | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: { summary: 'tamkeen-summary' },
    initial: { summary: summary ?? '' },
    schema: contract.tamkeenProfile.summarySave.body,
  });
  const save = form.onSubmit(async (body) => {
    await writeSummary(body, summary !== null);
    onSaved();
    toasts.show({ type: 'success', message: t('tamkeen.profile.saved') });
  });
  return (
    <section className={formClasses.card} aria-labelledby="tamkeen-summary-title">
      <h2 id="tamkeen-summary-title" className={formClasses.sectionTitle}>
        {t('tamkeen.summary.title')}
      </h2>
      <form noValidate onSubmit={(event) => void save(event)} data-testid="tamkeen-summary-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <Textarea
            {...form.input('summary')}
            label={t('tamkeen.summary.label')}
            description={t('tamkeen.summary.hint')}
            rows={4}
            maxLength={2000}
            required
          />
          <div className={formClasses.actions}>
            <Button type="submit" disabled={form.sending}>
              {summary === null ? t('tamkeen.summary.save') : t('tamkeen.summary.edit')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
