import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import formClasses from '../../../components/form/form.module.css';
import { ApplicationsTable } from '../../../components/applications-table.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { sessionDisplayName, useSession } from '../../../lib/session.ts';
import { useWhiteListApplications } from '../api/white-list-api.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';

/**
 * The white-listed applicant's landing page: their status, and the applications the ministry opened for them (number,
 * program, state, submission). No link to an application page: the guard keeps a white-listed applicant on this page
 * (DOMAIN.md), so it would only bounce.
 */
export function WhiteListApplicationsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = sessionDisplayName(useSession(), language);
  const applications = useWhiteListApplications();
  return (
    <Stack gap="lg" data-testid="white-list-applications-screen">
      <PageHeading>{t('whiteListApplications.title')}</PageHeading>
      <Text size="xl" fw={700} data-testid="white-list-name">
        {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
      </Text>
      <Alert color="green" title={t('whiteListApplications.statusTitle')}>
        {t('whiteListApplications.status')}
      </Alert>
      <section className={formClasses.card} aria-labelledby="white-list-applications-list">
        <h2 id="white-list-applications-list" className={formClasses.sectionTitle}>
          {t('whiteListApplications.listTitle')}
        </h2>
        {applications.failed && !applications.data ? (
          <LoadFailed compact testId="white-list-applications-failed" onRetry={applications.retry} />
        ) : applications.data ? (
          <ApplicationsTable
            applications={applications.data}
            caption={t('whiteListApplications.listTitle')}
            empty={t('whiteListApplications.empty')}
            withDocuments={false}
            testId="white-list-applications"
          />
        ) : (
          <Text aria-live="polite">{t('applications.loading')}</Text>
        )}
      </section>
    </Stack>
  );
}
