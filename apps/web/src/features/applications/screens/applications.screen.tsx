import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { applicationPagePath, paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useMyApplications } from '../api/applications-api.ts';
import { ApplicationsTable } from '../../../components/applications-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';

/**
 * The caller's applications (spec §2 /applications): each with its number, program, state, submission date, whether
 * documents are waiting for them, and the way to its page. Applications belong to a head of household: a dependent is
 * told so and sent to the applications that count them, without a call that would answer 403 and end the session.
 */
export function ApplicationsScreen() {
  const { t } = useTranslation();
  const applicant = hasAuthority(useSession(), 'APPLICANT');
  const applications = useMyApplications(applicant);

  let body;
  if (!applicant) {
    body = (
      <Alert color="blue" data-testid="applications-not-applicant">
        <Stack gap="sm" align="flex-start">
          <Text>{t('applications.dependent.note')}</Text>
          <Link to={paths.dependentProgramApplication} className={formClasses.link}>
            {t('applications.dependent.link')}
          </Link>
        </Stack>
      </Alert>
    );
  } else if (applications.failed && !applications.data) {
    body = <LoadFailed testId="applications-load-failed" onRetry={applications.retry} />;
  } else if (!applications.data) {
    body = <Text aria-live="polite">{t('applications.loading')}</Text>;
  } else if (applications.data.length === 0) {
    body = (
      <Stack gap="sm" align="flex-start" data-testid="applications-empty">
        <Text>{t('applications.empty')}</Text>
        <Button component={Link} to={paths.programs}>
          {t('applications.programsLink')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <ApplicationsTable
          applications={applications.data}
          caption={t('applications.caption')}
          empty={t('applications.empty')}
          pageOf={applicationPagePath}
        />
        <ul className={formClasses.links}>
          <li>
            <Link to={paths.programs}>{t('applications.programsLink')}</Link>
          </li>
        </ul>
      </>
    );
  }

  return (
    <Stack gap="lg" data-testid="applications-screen">
      <PageHeading>{t('applications.title')}</PageHeading>
      <Text>{t('applications.intro')}</Text>
      {body}
    </Stack>
  );
}
