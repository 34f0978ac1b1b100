import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { tamkeenPlanActionInputSchema, type TamkeenPlanAction } from '@sanad/contract';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { planAction } from '../api/tamkeen-plan-api.ts';

const statusColor = { PENDING: 'blue', ACCEPTED: 'yellow', DONE: 'green' } as const;

/**
 * One step of the plan: its title, partner, due day and status; a PENDING step offers "accept", an ACCEPTED one "mark
 * as done", each with an optional note for the case worker (decision 072).
 */
export function PlanStep({ action, canAct }: { action: TamkeenPlanAction; canAct: boolean }) {
  const { t } = useTranslation();
  const next = action.status === 'PENDING' ? 'ACCEPT' : action.status === 'ACCEPTED' ? 'DONE' : null;
  const form = useForm({
    ids: { note: `plan-step-note-${action.id}` },
    initial: { note: '' },
    schema: tamkeenPlanActionInputSchema,
    toInput: (values) => ({ actionId: action.id, action: next ?? 'ACCEPT', note: values.note.trim() === '' ? undefined : values.note }),
  });
  const send = form.onSubmit(async (body) => {
    await planAction(body);
    form.reset({ note: '' });
    toasts.show({ type: 'success', message: t(body.action === 'ACCEPT' ? 'tamkeen.plan.accepted' : 'tamkeen.plan.done') });
  });
  const titleId = `plan-step-title-${action.id}`;
  return (
    <li className={formClasses.card} aria-labelledby={titleId} data-testid="plan-step" data-status={action.status}>
      <Stack gap="xs">
        <h3 id={titleId} className={formClasses.sectionTitle}>
          {action.title}
        </h3>
        <Group gap="xs">
          <Badge color={statusColor[action.status]} variant="light" className={formClasses.wrapBadge} data-testid="plan-step-status">
            {t(`tamkeen.plan.status.${action.status}`)}
          </Badge>
          {action.overdue ? (
            <Badge color="red" variant="light" className={formClasses.wrapBadge}>
              {t('tamkeen.plan.overdue')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          <Trans i18nKey="tamkeen.plan.due" components={{ date: <DateText iso={action.dueDate} /> }} />
        </Text>
        {action.partner ? <Text size="sm">{t('tamkeen.plan.with', { partner: action.partner.name })}</Text> : null}
        {action.note ? (
          <Text size="sm" data-testid="plan-step-note">
            {t('tamkeen.plan.yourNote')}: {action.note}
          </Text>
        ) : null}
        {next && canAct ? (
          <form noValidate onSubmit={(event) => void send(event)} data-testid="plan-step-form">
            <Stack gap="sm">
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              <Textarea
                {...form.input('note')}
                label={t('tamkeen.plan.note')}
                description={t('tamkeen.plan.noteHint')}
                rows={2}
                maxLength={500}
              />
              <div>
                <Button type="submit" disabled={form.sending} data-testid={next === 'ACCEPT' ? 'plan-step-accept' : 'plan-step-done'}>
                  {t(next === 'ACCEPT' ? 'tamkeen.plan.accept' : 'tamkeen.plan.markDone')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </li>
  );
}
