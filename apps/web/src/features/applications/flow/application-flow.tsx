import { Stack } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { applicationPagePath, applicationStepPath } from '../../../app/paths.ts';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useApplicationDetails } from '../api/application-flow-api.ts';
import { AnswersStep } from './answers-step.tsx';
import { DependentsStep } from './dependents-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import classes from './flow.module.css';
import { HousesStep } from './houses-step.tsx';
import { isNotFound, LoadState } from './load-state.tsx';
import { ReviewStep } from './review-step.tsx';

/** The steps in order (spec §4 "Application flow"): their number is `?step=`. */
export const flowSteps = ['answers', 'houses', 'dependents', 'documents', 'review'] as const;

/**
 * The SSP application in steps with a step indicator: answers, houses, dependents per house, documents, review and
 * submit. The step lives in the address (`?id=…&step=…`), so the browser's back button goes back a step and a
 * reload stays where it was. A new application has no id until its answers are saved (step 1 creates the draft); an
 * application that is no longer a draft has its page instead.
 */
export function ApplicationFlow({ applicationId, step }: { applicationId: string | null; step: number }) {
  const details = useApplicationDetails(applicationId);
  if (applicationId === null) return <FlowSteps applicationId={null} step={1} />;
  const summary = details.data?.summary;
  if (summary && !summary.allowedActions.includes('EDIT_DRAFT')) return <Navigate replace to={applicationPagePath(applicationId)} />;
  return (
    <LoadState failed={details.failed} notFound={isNotFound(details.error)} loaded={summary !== undefined} retry={details.retry}>
      <FlowSteps applicationId={applicationId} step={step} />
    </LoadState>
  );
}

function FlowSteps({ applicationId, step }: { applicationId: string | null; step: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { stepRef, focusStep } = useStepFocus();
  const labels = flowSteps.map((name) => t(`applicationFlow.steps.${name}`));
  const current = applicationId === null ? 1 : Math.min(Math.max(Math.trunc(step), 1), flowSteps.length);

  const go = (id: string, next: number) => {
    navigate(applicationStepPath(id, next));
    focusStep();
  };

  const body = () => {
    if (applicationId === null || current === 1) return <AnswersStep applicationId={applicationId} onSaved={(id) => go(id, 2)} />;
    const back = () => go(applicationId, current - 1);
    const next = () => go(applicationId, current + 1);
    switch (current) {
      case 2:
        return <HousesStep applicationId={applicationId} onBack={back} onNext={next} />;
      case 3:
        return <DependentsStep applicationId={applicationId} onBack={back} onNext={next} />;
      case 4:
        return <DocumentsStep applicationId={applicationId} onBack={back} onNext={next} />;
      default:
        return (
          <ReviewStep
            applicationId={applicationId}
            onBack={back}
            onEdit={(to) => go(applicationId, to)}
            onSubmitted={() => {
              toasts.show({ type: 'success', message: t('applicationFlow.review.submitted') });
              navigate(applicationPagePath(applicationId));
            }}
          />
        );
    }
  };

  return (
    <Stack gap="lg" data-testid="application-flow" data-step={current}>
      <div className={classes.indicator}>
        <StepIndicator current={current} labels={labels} />
      </div>
      <StepHeading ref={stepRef}>
        {t('applicationFlow.stepTitle', { current, total: flowSteps.length, name: labels[current - 1] ?? '' })}
      </StepHeading>
      {body()}
    </Stack>
  );
}
