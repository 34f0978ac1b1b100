import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import type { TamkeenPlanSummary } from '@sanad/contract';
import { useState } from 'react';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DateText } from '../../../components/date-text.tsx';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { BackToTamkeen } from '../components/back-to-tamkeen.tsx';
import { planReport, usePlanDetails, usePlans } from '../api/tamkeen-plan-api.ts';
import lists from '../components/plain-list.module.css';
import { PlanStep } from '../components/plan-step.tsx';

/**
 * /tamkeen/plan (decision 072): the person's active plan (else the latest) with its progress as a bar, each step to
 * accept and then mark done, and the plan report as a PDF. Any failure of the report says the one message of spec §8.
 */
export function PlanScreen() {
  const { t } = useTranslation();
  const plans = usePlans();
  return (
    <Stack gap="lg" data-testid="tamkeen-plan-screen">
      <PageHeading>{t('tamkeen.plan.title')}</PageHeading>
      <Text>{t('tamkeen.plan.intro')}</Text>
      <ReadState state={plans} loading={t('tamkeen.plan.loading')} failedTestId="tamkeen-plan-failed">
        {(list) => {
          const shown = list.items[0];
          return shown ? (
            <PlanDetails summary={shown} />
          ) : (
            <Alert color="blue" data-testid="tamkeen-plan-none">
              {t('tamkeen.plan.none')}
            </Alert>
          );
        }}
      </ReadState>
      <BackToTamkeen />
    </Stack>
  );
}

function PlanDetails({ summary }: { summary: TamkeenPlanSummary }) {
  const { t } = useTranslation();
  const plan = usePlanDetails(summary.id);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await planReport(summary.id), t('tamkeen.plan.reportName'));
    } catch {
      // Spec §8: status 418 (code 1018) or any other failure is this one message.
      toasts.show({ type: 'error', message: t('tamkeen.plan.reportFailed') });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <ReadState state={plan} loading={t('tamkeen.plan.loading')} failedTestId="tamkeen-plan-details-failed">
      {(shown) => {
        const { done, total } = shown.progress;
        return (
          <Stack gap="md">
            <section className={formClasses.card} aria-labelledby="tamkeen-plan-title" data-testid="tamkeen-plan-card">
              <Stack gap="sm">
                <h2 id="tamkeen-plan-title" className={formClasses.sectionTitle}>
                  {shown.title}
                </h2>
                <dl className={details.details}>
                  <dt>{t('tamkeen.plan.planStatus')}</dt>
                  <dd>{t(`tamkeen.plan.statusOfPlan.${shown.status}`)}</dd>
                  <dt>{t('tamkeen.plan.startedOn')}</dt>
                  <dd>
                    <DateText iso={shown.startedOn} />
                  </dd>
                  {shown.endsOn ? (
                    <>
                      <dt>{t('tamkeen.plan.endsOn')}</dt>
                      <dd>
                        <DateText iso={shown.endsOn} />
                      </dd>
                    </>
                  ) : null}
                </dl>
                <Text data-testid="tamkeen-plan-progress">{t('tamkeen.plan.progress', { done, total })}</Text>
                {/* The sentence before it says the same to screen readers. */}
                <Progress value={total === 0 ? 0 : (done / total) * 100} size="lg" aria-hidden="true" />
                <div>
                  <Button variant="default" onClick={() => void download()} loading={downloading} data-testid="tamkeen-plan-report">
                    {t('tamkeen.plan.report')}
                  </Button>
                </div>
              </Stack>
            </section>
            <section aria-labelledby="tamkeen-plan-steps-title">
              <h2 id="tamkeen-plan-steps-title" className={formClasses.sectionTitle}>
                {t('tamkeen.plan.stepsTitle')}
              </h2>
              <Stack component="ol" gap="md" className={lists.plainList} data-testid="tamkeen-plan-steps">
                {shown.actions.map((action) => (
                  <PlanStep key={action.id} action={action} canAct={shown.status === 'ACTIVE'} />
                ))}
              </Stack>
            </section>
          </Stack>
        );
      }}
    </ReadState>
  );
}
