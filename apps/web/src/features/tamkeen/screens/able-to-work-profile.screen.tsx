import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import type { AbleToWorkTabsStatus, TamkeenListTab } from '@sanad/contract';
import { tabsDone, tamkeenTabCount } from '@sanad/contract';
import { useState } from 'react';
import { ProfileTabs } from '../../../components/list-editor/profile-tabs.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useClassification, useCv, useProfileStatus, useTab, useTabsStatus } from '../api/tamkeen-api.ts';
import { CvDownload } from '../components/cv-download.tsx';
import { CvTab } from '../components/cv-tab.tsx';
import { ListTab } from '../components/list-tab.tsx';
import { SummarySection } from '../components/summary-section.tsx';
import { profileTabs, statusKey, type ProfileTabValue } from '../components/tamkeen-status.ts';
import { BackToTamkeen } from '../components/back-to-tamkeen.tsx';

function LoadedListTab({ tab, onSaved }: { tab: TamkeenListTab; onSaved: (status: AbleToWorkTabsStatus) => void }) {
  const state = useTab(tab);
  if (!state.data) return state.failed ? <LoadFailed onRetry={state.retry} testId="tamkeen-tab-failed" /> : null;
  return <ListTab tab={tab} content={state.data} onSaved={onSaved} />;
}

function LoadedCvTab({ onSaved }: { onSaved: (status: AbleToWorkTabsStatus) => void }) {
  const state = useCv();
  if (!state.data) return state.failed ? <LoadFailed onRetry={state.retry} testId="tamkeen-tab-failed" /> : null;
  return <CvTab cv={state.data} onSaved={onSaved} />;
}

/**
 * /tamkeen/able-to-work-profile: the status, the summary, and the six tabs, each with its completion badge; each
 * list tab is saved whole, the CV tab names an uploaded CV or the generated one. People not classified ABLE_TO_WORK
 * are told so, with the way back to /tamkeen.
 */
export function AbleToWorkProfileScreen() {
  const { t } = useTranslation();
  const classification = useClassification();
  const ableToWork = classification.data?.classification === 'ABLE_TO_WORK';
  const tabs = useTabsStatus(ableToWork);
  const profile = useProfileStatus(ableToWork);
  const [open, setOpen] = useState<ProfileTabValue>('education');
  const status = tabs.data;

  return (
    <Stack gap="md" data-testid="tamkeen-profile-screen">
      <PageHeading>{t('tamkeen.profile.title')}</PageHeading>
      {classification.data && !ableToWork ? (
        <Alert color="blue" data-testid="tamkeen-profile-not-yours">
          {t('tamkeen.profile.notYours')}
        </Alert>
      ) : null}
      {status ? (
        <Text data-testid="tamkeen-profile-status">
          {t('tamkeen.profile.statusLine', { status: t(`tamkeen.status.${statusKey(status.profileStatus)}`) })}{' '}
          {t('tamkeen.profile.progress', { done: tabsDone(status), total: tamkeenTabCount })}
        </Text>
      ) : null}
      {profile.data ? (
        <SummarySection key={profile.data.summary ?? ''} summary={profile.data.summary} onSaved={() => void profile.reload()} />
      ) : null}
      {status ? (
        <ProfileTabs
          id="tamkeen-tabs"
          label={t('tamkeen.profile.tabsLabel')}
          tabs={profileTabs.map((tab) => ({ value: tab.value, label: t(`tamkeen.tabs.${tab.value}`), done: status[tab.flag] }))}
          value={open}
          onChange={setOpen}
        >
          {(value) =>
            value === 'attachment' ? (
              <LoadedCvTab onSaved={tabs.setData} />
            ) : (
              <LoadedListTab key={value} tab={value} onSaved={tabs.setData} />
            )
          }
        </ProfileTabs>
      ) : null}
      <BackToTamkeen>{ableToWork ? <CvDownload /> : null}</BackToTamkeen>
    </Stack>
  );
}
