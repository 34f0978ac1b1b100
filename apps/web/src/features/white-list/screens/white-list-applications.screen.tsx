import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { sessionDisplayName, useSession } from '../../../lib/session.ts';

/**
 * The white-listed applicant's landing page. It explains the status honestly; the programs release lists the
 * applications here. No placeholder rows: an empty list is what the applicant has today.
 */
export function WhiteListApplicationsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = sessionDisplayName(useSession(), language);
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
        {/* No link elsewhere: the guard keeps a white-listed applicant on this page (DOMAIN.md), so it would only bounce. */}
        <Text>{t('whiteListApplications.empty')}</Text>
      </section>
    </Stack>
  );
}
