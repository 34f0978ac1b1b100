import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useClassification } from '../api/tamkeen-api.ts';
import { BackToTamkeen } from '../components/back-to-tamkeen.tsx';

/**
 * /tamkeen/treatable-profile: for TREATABLE people, their classification and track and what comes next (a case worker
 * prepares a treatment plan); anyone else is told this page is not theirs, with the way back to /tamkeen.
 */
export function TreatableProfileScreen() {
  const { t } = useTranslation();
  const classification = useClassification();
  const data = classification.data;
  return (
    <Stack gap="md" data-testid="tamkeen-treatable-screen">
      <PageHeading>{t('tamkeen.treatable.title')}</PageHeading>
      {classification.failed && !data ? <LoadFailed onRetry={classification.retry} testId="tamkeen-load-failed" /> : null}
      {data?.classification === 'TREATABLE' ? (
        <section className={formClasses.card} aria-labelledby="tamkeen-treatable-next">
          <dl className={details.details}>
            <dt>{t('tamkeen.classification.label')}</dt>
            <dd>{t('tamkeen.classification.values.TREATABLE')}</dd>
            <dt>{t('tamkeen.track.label')}</dt>
            <dd>{t('tamkeen.track.values.TREATMENT')}</dd>
          </dl>
          <h2 id="tamkeen-treatable-next" className={formClasses.sectionTitle}>
            {t('tamkeen.treatable.nextTitle')}
          </h2>
          <Text>{t('tamkeen.treatable.next')}</Text>
        </section>
      ) : null}
      {data && data.classification !== 'TREATABLE' ? (
        <Alert color="blue" data-testid="tamkeen-treatable-not-yours">
          {t('tamkeen.treatable.notYours')}
        </Alert>
      ) : null}
      <BackToTamkeen />
    </Stack>
  );
}
