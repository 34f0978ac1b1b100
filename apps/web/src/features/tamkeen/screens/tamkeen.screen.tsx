import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { tabsDone, tamkeenTabCount } from '@sanad/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useClassification, useTabsStatus } from '../api/tamkeen-api.ts';
import { PlanDashboardCard } from '../components/plan-dashboard-card.tsx';
import { OpenOffersCard } from '../components/open-offers-card.tsx';
import { statusKey } from '../components/tamkeen-status.ts';
import { TrackCard } from '../components/track-card.tsx';

/**
 * /tamkeen: the person's classification and track, and for ABLE_TO_WORK the able-to-work profile's status with a
 * progress bar of the six tabs and the way to the profile; TREATABLE people are sent to the treatable profile, the
 * others told they are not enrolled. The open job offers have a card of their own.
 */
export function TamkeenScreen() {
  const { t } = useTranslation();
  const classification = useClassification();
  const kind = classification.data?.classification;
  const status = useTabsStatus(kind === 'ABLE_TO_WORK');

  return (
    <Stack gap="md" data-testid="tamkeen-screen">
      <PageHeading>{t('tamkeen.title')}</PageHeading>
      <Text>{t('tamkeen.intro')}</Text>
      {classification.failed && !classification.data ? <LoadFailed onRetry={classification.retry} testId="tamkeen-load-failed" /> : null}
      {classification.data ? (
        <section className={formClasses.card} aria-labelledby="tamkeen-classification-title">
          <h2 id="tamkeen-classification-title" className={formClasses.sectionTitle}>
            {t('tamkeen.classification.title')}
          </h2>
          <dl className={details.details}>
            <dt>{t('tamkeen.classification.label')}</dt>
            <dd data-testid="tamkeen-classification">{t(`tamkeen.classification.values.${classification.data.classification}`)}</dd>
            <dt>{t('tamkeen.track.label')}</dt>
            <dd data-testid="tamkeen-track">
              {classification.data.track ? t(`tamkeen.track.values.${classification.data.track}`) : t('tamkeen.track.none')}
            </dd>
          </dl>
        </section>
      ) : null}
      {kind === 'ABLE_TO_WORK' && status.data ? (
        <section className={formClasses.card} aria-labelledby="tamkeen-profile-title" data-testid="tamkeen-profile-card">
          <h2 id="tamkeen-profile-title" className={formClasses.sectionTitle}>
            {t('tamkeen.profile.title')}
          </h2>
          <Stack gap="sm">
            <Text data-testid="tamkeen-profile-status">
              {t('tamkeen.profile.statusLine', { status: t(`tamkeen.status.${statusKey(status.data.profileStatus)}`) })}
            </Text>
            <Text data-testid="tamkeen-progress">
              {t('tamkeen.profile.progress', { done: tabsDone(status.data), total: tamkeenTabCount })}
            </Text>
            <Progress
              value={(tabsDone(status.data) / tamkeenTabCount) * 100}
              size="lg"
              // The sentence before it says the same to screen readers.
              aria-hidden="true"
            />
            <div className={formClasses.actions}>
              <Button component={Link} to={paths.tamkeenAbleToWorkProfile} data-testid="tamkeen-open-profile">
                {t('tamkeen.profile.open')}
              </Button>
            </div>
          </Stack>
        </section>
      ) : null}
      <TrackCard classification={classification.data} />
      <PlanDashboardCard enabled={kind === 'ABLE_TO_WORK' || kind === 'TREATABLE'} />
      <OpenOffersCard enabled={kind === 'ABLE_TO_WORK'} />
      {kind === 'TREATABLE' ? (
        <div className={formClasses.actions}>
          <Button component={Link} to={paths.tamkeenTreatableProfile} data-testid="tamkeen-open-treatable">
            {t('tamkeen.treatable.open')}
          </Button>
        </div>
      ) : null}
      {kind === 'EXEMPT' || kind === 'NOT_ABLE' ? (
        <Alert color="blue" data-testid="tamkeen-not-enrolled">
          {t(kind === 'EXEMPT' ? 'tamkeen.notEnrolled.exempt' : 'tamkeen.notEnrolled.notAble')}
        </Alert>
      ) : null}
    </Stack>
  );
}
