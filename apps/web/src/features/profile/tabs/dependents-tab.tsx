import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { dependentTabs, profileStatus, type DependentWithProfile, type ProfileSts } from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { nameIn } from '../../../lib/names.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { CompletionBadge } from '../../../components/list-editor/completion-badge.tsx';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { closedReasonOf, confirmDependents, useAllDependents } from '../api/profile-api.ts';
import { dependentTabFlag, statusKey } from '../api/profile-status.ts';
import classes from '../components/profile.module.css';
import cardGrid from '../../../components/card-grid.module.css';

/** The link that opens one dependent's profile (the dependent variant of this screen). */
export function dependentProfilePath(dependentId: string): string {
  return `${paths.unifiedProfile}?dependent=${encodeURIComponent(dependentId)}`;
}

export function dependentName(dependent: Pick<DependentWithProfile, 'nameAr' | 'nameEn'>, language: string): string {
  return nameIn(dependent, language) || '—';
}

/**
 * The dependents tab: every dependent with the completion of their five tabs and a link to fill them in, a link to
 * the houses screen to add or remove dependents, and the applicant's confirmation that the list is whole. The tab
 * is done once the list is confirmed and every dependent's profile is complete. An adult dependent with an account
 * who has not confirmed the relation is listed with why their profile is closed, and no link into it.
 */
export function DependentsTab({ done, onStatus }: { done: boolean; onStatus: (status: ProfileSts) => void }) {
  const { t } = useTranslation();
  const { data: dependents, failed, error, retry } = useAllDependents();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    setConfirming(true);
    try {
      onStatus(await confirmDependents());
      toasts.show({ type: 'success', message: t('profile.dependents.confirmed') });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
    } finally {
      setConfirming(false);
    }
  };

  if (dependents === undefined) return failed ? <LoadFailed error={error} onRetry={retry} /> : <TabLoading />;
  const open = dependents.filter(
    (dependent) => dependent.profileOpen && dependent.profile.profileStatus !== profileStatus.COMPLETED,
  ).length;
  const closed = dependents.filter((dependent) => !dependent.profileOpen).length;

  return (
    <Stack gap="lg">
      <section className={formClasses.card} aria-labelledby="profile-dependents-title">
        <h3 id="profile-dependents-title" className={formClasses.sectionTitle}>
          {t('profile.dependents.title')}
        </h3>
        <Stack gap="md">
          <Text>{t('profile.dependents.intro')}</Text>
          <Text>
            <Link className={formClasses.link} to={paths.houses} data-testid="profile-dependents-houses">
              {t('profile.dependents.manage')}
            </Link>
          </Text>
          {dependents.length === 0 ? (
            <Text data-testid="profile-dependents-empty">{t('profile.dependents.none')}</Text>
          ) : (
            <ul className={cardGrid.cardGrid} aria-label={t('profile.dependents.listLabel')}>
              {dependents.map((dependent) => (
                <DependentCard key={dependent.id} dependent={dependent} />
              ))}
            </ul>
          )}
          {open > 0 ? (
            <Alert color="orange" data-testid="profile-dependents-open">
              {t('profile.dependents.openProfiles', { count: open })}
            </Alert>
          ) : null}
          {closed > 0 ? (
            <Alert color="orange" data-testid="profile-dependents-closed">
              {t('profile.dependents.closedProfiles', { count: closed })}
            </Alert>
          ) : null}
        </Stack>
      </section>
      <section className={formClasses.card} aria-labelledby="profile-dependents-confirm-title">
        <h3 id="profile-dependents-confirm-title" className={formClasses.sectionTitle}>
          {t('profile.dependents.confirmTitle')}
        </h3>
        <Stack gap="md" align="flex-start">
          <Text data-testid="profile-dependents-confirm-text">
            {dependents.length === 0
              ? t('profile.dependents.confirmNone')
              : t('profile.dependents.confirmText', { count: dependents.length })}
          </Text>
          {done ? (
            <Text fw={700} data-testid="profile-dependents-done">
              {t('profile.dependents.done')}
            </Text>
          ) : null}
          <Button onClick={() => void confirm()} disabled={confirming} data-testid="profile-dependents-confirm">
            {t('profile.dependents.confirm')}
          </Button>
        </Stack>
      </section>
    </Stack>
  );
}

function DependentCard({ dependent }: { dependent: DependentWithProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = dependentName(dependent, language);
  const complete = dependentTabs.filter((tab) => dependent.profile[dependentTabFlag[tab]]).length;
  const status = statusKey(dependent.profile.profileStatus);
  const noHouse =
    dependent.houseId === null ? (
      <Text size="sm" mb="sm" data-testid="profile-dependent-no-house">
        {t('profile.dependents.noHouse')}
      </Text>
    ) : null;
  const heading = (
    <>
      <h4 className={classes.cardTitle}>{name}</h4>
      <Text size="sm">
        {lookupName('relationship', dependent.relationship, language)} ·{' '}
        {dependent.adult ? t('profile.dependents.adult') : t('profile.dependents.minor')}
      </Text>
    </>
  );

  if (!dependent.profileOpen) {
    // Nothing of their profile is shown, and nothing leads into it: it opens once they confirm the relation.
    const reason = closedReasonOf(dependent.relationStatus);
    return (
      <li className={formClasses.card} data-testid="profile-dependent-card" data-closed={reason}>
        {heading}
        <Text size="sm" mt="xs">
          <Badge
            component="span"
            color={reason === 'rejected' ? 'red' : 'orange'}
            variant="light"
            className={formClasses.wrapBadge}
            data-testid="profile-dependent-relation"
          >
            {t(`profile.dependents.closedBadge.${reason}`)}
          </Badge>
        </Text>
        <Text size="sm" my="sm" data-testid="profile-dependent-closed">
          {t(`profile.dependents.closed.${reason}`, { name })}
        </Text>
        {noHouse}
      </li>
    );
  }

  return (
    <li className={formClasses.card} data-testid="profile-dependent-card">
      {heading}
      <Text size="sm" mt="xs">
        <Badge
          component="span"
          color={status === 'completed' ? 'green' : status === 'incompleted' ? 'orange' : 'gray'}
          variant="light"
          me="xs"
          className={formClasses.wrapBadge}
        >
          {t(`profile.status.${status}`)}
        </Badge>
        {t('profile.dependents.progress', { done: complete, total: dependentTabs.length })}
      </Text>
      <ul className={classes.flags} aria-label={t('profile.dependents.tabsOf', { name })}>
        {dependentTabs.map((tab) => (
          <li key={tab}>
            <span>{t(`profile.tabs.${tab}`)}</span>
            <CompletionBadge done={dependent.profile[dependentTabFlag[tab]]} />
          </li>
        ))}
      </ul>
      {noHouse}
      <Link className={formClasses.link} to={dependentProfilePath(dependent.id)} data-testid="profile-dependent-open">
        {t('profile.dependents.open', { name })}
      </Link>
    </li>
  );
}
