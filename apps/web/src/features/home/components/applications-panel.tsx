import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { applicationPagePath, paths } from '../../../app/paths.ts';
import { ApplicationsTable, DependentApplicationsTable } from '../../../components/applications-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useDependentHomeApplications, useHomeApplications } from '../api/home-api.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';

/** The applicant's home panel: their latest application to each program, and the ways to the programs and the list. */
export function HomeApplicationsPanel() {
  const { t } = useTranslation();
  const applications = useHomeApplications();
  let body;
  if (applications.failed && !applications.data)
    body = <LoadFailed compact onRetry={applications.retry} testId="home-applications-failed" />;
  else if (!applications.data) body = <Text aria-live="polite">{t('applications.loading')}</Text>;
  else {
    body = (
      <ApplicationsTable
        applications={applications.data}
        caption={t('applications.homePanel.caption')}
        empty={t('applications.homePanel.empty')}
        pageOf={applicationPagePath}
        withSubmitted={false}
        withDocuments={false}
        testId="home-applications"
      />
    );
  }
  return (
    <section className={formClasses.card} aria-labelledby="home-applications-title" data-testid="home-applications-panel">
      <h2 id="home-applications-title" className={formClasses.sectionTitle}>
        {t('applications.homePanel.title')}
      </h2>
      <Stack gap="sm">
        {body}
        <ul className={formClasses.links}>
          <li>
            <Link to={paths.programs} data-testid="home-programs">
              {t('applications.homePanel.programs')}
            </Link>
          </li>
          <li>
            <Link to={paths.applications} data-testid="home-all-applications">
              {t('applications.homePanel.all')}
            </Link>
          </li>
        </ul>
      </Stack>
    </section>
  );
}

/** A dependent's home panel: the open applications of their head of household that may count them. */
export function DependentHomeApplicationsPanel() {
  const { t } = useTranslation();
  const applications = useDependentHomeApplications();
  let body;
  if (applications.failed && !applications.data)
    body = <LoadFailed compact onRetry={applications.retry} testId="home-dependent-applications-failed" />;
  else if (!applications.data) body = <Text aria-live="polite">{t('dependentApplications.loading')}</Text>;
  else {
    body = (
      <DependentApplicationsTable
        applications={applications.data}
        caption={t('dependentApplications.homePanel.caption')}
        empty={t('dependentApplications.homePanel.empty')}
        compact
        testId="home-dependent-applications"
      />
    );
  }
  return (
    <section
      className={formClasses.card}
      aria-labelledby="home-dependent-applications-title"
      data-testid="home-dependent-applications-panel"
    >
      <h2 id="home-dependent-applications-title" className={formClasses.sectionTitle}>
        {t('dependentApplications.homePanel.title')}
      </h2>
      <Stack gap="sm">
        {body}
        <ul className={formClasses.links}>
          <li>
            <Link to={paths.dependentProgramApplication} data-testid="home-dependent-details">
              {t('dependentApplications.homePanel.details')}
            </Link>
          </li>
          <li>
            <Link to={paths.programs}>{t('applications.homePanel.programs')}</Link>
          </li>
        </ul>
      </Stack>
    </section>
  );
}
