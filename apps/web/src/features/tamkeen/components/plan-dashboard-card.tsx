import '@mantine/core/styles/Progress.css';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { todayInRiyadh } from '@sanad/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useAppointments, usePlans } from '../api/tamkeen-plan-api.ts';

/**
 * The /tamkeen dashboard's part of the plan (decision 072): the next appointment, the plan's progress as a bar, and
 * the way to the plan, the appointments and the partner ratings. Shown to enrolled people (`enabled`).
 */
export function PlanDashboardCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const plans = usePlans(enabled);
  const next = useAppointments(enabled, 0, { status: 'SCHEDULED', from: todayInRiyadh() }, 1);
  if (!enabled || (!plans.data && !next.data)) return null;
  const plan = plans.data?.items[0];
  const appointment = next.data?.items[0];
  return (
    <section className={formClasses.card} aria-labelledby="tamkeen-plan-card-title" data-testid="tamkeen-plan-dashboard">
      <Stack gap="sm">
        <h2 id="tamkeen-plan-card-title" className={formClasses.sectionTitle}>
          {t('tamkeen.dashboard.planTitle')}
        </h2>
        {plan ? (
          <>
            <Text data-testid="tamkeen-plan-dashboard-progress">
              {t('tamkeen.dashboard.planProgress', { done: plan.progress.done, total: plan.progress.total })}
            </Text>
            {/* The sentence before it says the same to screen readers. */}
            <Progress
              value={plan.progress.total === 0 ? 0 : (plan.progress.done / plan.progress.total) * 100}
              size="lg"
              aria-hidden="true"
            />
          </>
        ) : (
          <Text>{t('tamkeen.dashboard.noPlan')}</Text>
        )}
        <h3 className={formClasses.sectionTitle}>{t('tamkeen.dashboard.nextTitle')}</h3>
        {appointment ? (
          <Text data-testid="tamkeen-next-appointment">
            {t('tamkeen.dashboard.next', {
              purpose: t(`tamkeen.appointment.purpose.${appointment.purpose}`),
              partner: appointment.partner.name,
            })}{' '}
            — <DateText iso={appointment.startsAt} withTime />
          </Text>
        ) : (
          <Text data-testid="tamkeen-next-appointment">{t('tamkeen.dashboard.noNext')}</Text>
        )}
        <div className={formClasses.actions}>
          {plan ? (
            <Button component={Link} to={paths.tamkeenPlan} data-testid="tamkeen-open-plan">
              {t('tamkeen.dashboard.openPlan')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.tamkeenAppointment} variant="default" data-testid="tamkeen-open-appointments">
            {t('tamkeen.dashboard.openAppointments')}
          </Button>
          <Button component={Link} to={paths.tamkeenEvaluation} variant="default" data-testid="tamkeen-open-evaluation">
            {t('tamkeen.dashboard.rate')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
