import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useDependentApplications } from '../api/applications-api.ts';
import { DependentApplicationsTable } from '../../../components/applications-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { DependentApplicationsDocuments } from './dependent-applications-documents.tsx';

/**
 * A dependent's read view (spec §2 /dependent/program/application): the applications of each head of household they
 * depend on, whether each counts them (and in a house), its state and the decision about them, and the documents of
 * each about them, to download. Nothing can be changed here: only the applicant changes an application. Anyone but a dependent is sent to their own applications without
 * the dependent-only call, whose 403 would end the session. `children` (composed by the app: their own eligibility
 * and their share of the payments) follow for a dependent.
 */
export function DependentApplicationsScreen({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const dependent = hasAuthority(useSession(), 'DEPENDENT');
  const applications = useDependentApplications(dependent);

  let body;
  if (!dependent) {
    body = (
      <Alert color="blue" data-testid="dependent-applications-not-dependent">
        <Stack gap="sm" align="flex-start">
          <Text>{t('dependentApplications.notDependent')}</Text>
          <Link to={paths.applications} className={formClasses.link}>
            {t('dependentApplications.notDependentLink')}
          </Link>
        </Stack>
      </Alert>
    );
  } else if (applications.failed && !applications.data) {
    body = <LoadFailed testId="dependent-applications-load-failed" onRetry={applications.retry} />;
  } else if (!applications.data) {
    body = <Text aria-live="polite">{t('dependentApplications.loading')}</Text>;
  } else {
    body = (
      <>
        <DependentApplicationsTable
          applications={applications.data}
          caption={t('dependentApplications.caption')}
          empty={t('dependentApplications.empty')}
        />
        {applications.data.length > 0 ? <DependentApplicationsDocuments applications={applications.data} /> : null}
      </>
    );
  }

  return (
    <Stack gap="lg" data-testid="dependent-applications-screen">
      <PageHeading>{t('dependentApplications.title')}</PageHeading>
      {dependent ? <Text>{t('dependentApplications.intro')}</Text> : null}
      {body}
      {dependent ? children : null}
      <div>
        <Button component={Link} to={paths.home} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}
