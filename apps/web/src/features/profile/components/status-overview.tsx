import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Progress, Text } from '@mantine/core';
import type { ProfileStatusCode } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { statusKey } from '../api/profile-status.ts';
import classes from './profile.module.css';

/** The profile's overall status (spec §4: INITIATED, INCOMPLETED, COMPLETED) and how many tabs are done. */
export function StatusOverview({ code, done, total }: { code: ProfileStatusCode; done: number; total: number }) {
  const { t } = useTranslation();
  const key = statusKey(code);
  const color = key === 'completed' ? 'green' : key === 'incompleted' ? 'orange' : 'gray';
  return (
    <section className={`${formClasses.card} ${classes.overview}`} aria-label={t('profile.overviewLabel')} data-testid="profile-status">
      <Text fw={700}>
        {t('profile.statusLabel')}{' '}
        <Badge component="span" color={color} variant="light" size="lg" data-testid="profile-status-badge">
          {t(`profile.status.${key}`)}
        </Badge>
      </Text>
      <Text data-testid="profile-status-progress">{t('profile.progress', { done, total })}</Text>
      <Progress
        className={classes.progress}
        value={total === 0 ? 0 : Math.round((done / total) * 100)}
        color={color}
        // The sentence before it says the same to screen readers.
        aria-hidden="true"
      />
    </section>
  );
}
