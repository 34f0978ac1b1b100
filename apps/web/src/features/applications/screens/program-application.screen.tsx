import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { programType } from '@sanad/contract/client';
import { applicationPagePath, paths } from '../../../app/paths.ts';
import { ApplicantOnlyNotice } from '../../../components/applicant-only-notice.tsx';
import { ApplyBlockers } from '../../../components/apply-blockers.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useApplyCheck } from '../../../components/apply-check.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useOpenApplication } from '../api/application-flow-api.ts';
import { ApplicationPage, type ApplicationSections } from '../application/application-page.tsx';
import { ApplicationFlow } from '../flow/application-flow.tsx';
import { LoadState } from '../flow/load-state.tsx';

/**
 * /program/application (spec §2): without `?id`, the way into an SSP application (the open one, what blocks a new
 * one, or the first step of a new one); with `?id` and `?step`, that step of a draft; with `?id` alone, the
 * application's page. Applications are the head of household's: anyone else is told so and no applicant-only call is
 * made (a 403 would end their session). `sections` are the application page's tabs other features give (eligibility,
 * payments, the FLV pre-check), composed by the app.
 */
export function ProgramApplicationScreen({ sections }: { sections?: ApplicationSections } = {}) {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const id = params.get('id');
  const step = Number(params.get('step') ?? '');

  if (!hasAuthority(session, 'APPLICANT')) {
    return (
      <ApplicantOnlyNotice
        backTo={paths.home}
        screenTestId="program-application"
        title={t('applicationFlow.title')}
        message={t('applicationFlow.notApplicant')}
      />
    );
  }

  if (id !== null && id !== '' && step >= 1) {
    return (
      <Stack gap="lg" data-testid="program-application-screen">
        <PageHeading>{t('applicationFlow.title')}</PageHeading>
        <ApplicationFlow applicationId={id} step={step} />
      </Stack>
    );
  }
  if (id !== null && id !== '') return <ApplicationPage applicationId={id} sections={sections} />;
  return (
    <Stack gap="lg" data-testid="program-application-screen">
      <PageHeading>{t('applicationFlow.title')}</PageHeading>
      <FlowStart />
    </Stack>
  );
}

/** The way in: the open application if there is one, else what blocks a new one, else step 1. */
function FlowStart() {
  const { t } = useTranslation();
  const open = useOpenApplication(true);
  const check = useApplyCheck(programType.SSP, open.data === null);
  const result = check.data;
  // Once the first step shows, it stays: the draft that step creates becomes "the open application", and a redirect
  // to its page would pull the applicant out of the steps they are in (step 1 moves on to step 2 itself).
  const [started, setStarted] = useState(false);
  const showsFirstStep = open.data === null && result?.canApply === true;
  // Set while rendering (React's way to keep state from props): no extra render with the redirect in between.
  if (showsFirstStep && !started) setStarted(true);
  if (open.data && !started) return <Navigate replace to={applicationPagePath(open.data.id)} />;
  return (
    <LoadState
      failed={open.failed || check.failed}
      loaded={started || (open.data === null && result !== undefined)}
      retry={() => (open.failed ? open.retry() : check.retry())}
    >
      {!started && result && !result.canApply ? (
        <Stack gap="md" align="flex-start" data-testid="program-application-blocked">
          {result.openApplicationId ? (
            <Navigate replace to={applicationPagePath(result.openApplicationId)} />
          ) : (
            <ApplyBlockers reasons={result.reasons} />
          )}
          <Text>
            <Link to={paths.programs} className={formClasses.link}>
              {t('applicationFlow.backToPrograms')}
            </Link>
          </Text>
        </Stack>
      ) : (
        <ApplicationFlow applicationId={null} step={1} />
      )}
    </LoadState>
  );
}
