import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  applicantTabs,
  dependentTabs,
  profileStatus,
  type ApplicantTab,
  type DependentProfileSts,
  type DependentTab,
  type ProfileSts,
} from '@sanad/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { hasAuthority, useSession, type StoredSession } from '../../../lib/session.ts';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { ProfileTabs, profileTabId } from '../../../components/list-editor/profile-tabs.tsx';
import { StatusOverview } from '../components/status-overview.tsx';
import {
  closedReasonOf,
  sharedTabsApi,
  useAllDependents,
  useProfileStatus,
  type AnyProfileStatus,
  type ClosedProfileReason,
} from '../api/profile-api.ts';
import { applicantTabFlag, dependentTabFlag } from '../api/profile-status.ts';
import { AddressTab } from '../tabs/address-tab.tsx';
import { DependentsTab, dependentName } from '../tabs/dependents-tab.tsx';
import { EducationTab } from '../tabs/education-tab.tsx';
import { IncomeTab } from '../tabs/income-tab.tsx';
import { LaborTab } from '../tabs/labor-tab.tsx';
import { LicenseTab } from '../tabs/license-tab.tsx';
import { PersonalTab } from '../tabs/personal-tab.tsx';
import { PropertiesTab } from '../tabs/properties-tab.tsx';
import { SummaryTab } from '../tabs/summary-tab.tsx';

type ApplicantStep = ApplicantTab | 'summary';
const applicantSteps: readonly ApplicantStep[] = [...applicantTabs, 'summary'];
const tabsId = 'profile-tabs';

const isProfileSts = (status: AnyProfileStatus): status is ProfileSts => 'profileId' in status;
const isDependentSts = (status: AnyProfileStatus): status is DependentProfileSts => 'dependentId' in status;

/** {a} of the dependent endpoints: the applicant whose household it is (the one acted for during an emergency login). */
function applicantAccountId(session: StoredSession): string {
  return session.user.emergencyLogin && session.user.actingFor ? session.user.actingFor.id : session.user.id;
}

/**
 * The open tab, kept in the address (`?tab=income`) so a reload or the back button keeps the place; opening a tab
 * replaces the entry rather than adding one per click. `focusTab` also moves focus to the tab (from a link elsewhere).
 */
function useTabParam<T extends string>(values: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const current = values.find((value) => value === wanted) ?? (values[0] as T);
  const pendingFocus = useRef<T | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(profileTabId(tabsId, pendingFocus.current))?.focus();
    pendingFocus.current = null;
  });

  const open = useCallback(
    (value: T) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const focusTab = useCallback(
    (value: T) => {
      pendingFocus.current = value;
      open(value);
    },
    [open],
  );
  return { current, open, focusTab };
}

/**
 * The unified profile (spec §2 /unified-profile; DOMAIN.md "Unified profile"): the applicant's eight tabs and a
 * summary step, each tab a form of its own with its completion badge, and `?dependent=<id>` for one dependent's
 * five tabs. Only applicants (or someone acting for one) have a profile here: anyone else sees a notice, and no
 * applicant-only call is made, since a 403 would end the session (spec §8).
 */
export function UnifiedProfileScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  const dependentId = params.get('dependent');
  if (!session) return null;
  if (!hasAuthority(session, 'APPLICANT')) return <NotApplicantNotice />;
  if (dependentId) return <DependentProfile key={dependentId} applicantId={applicantAccountId(session)} dependentId={dependentId} />;
  return <ApplicantProfile />;
}

function NotApplicantNotice() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="profile-not-applicant">
      <PageHeading>{t('profile.title')}</PageHeading>
      <Alert color="blue" title={t('profile.notApplicant.title')}>
        <Text mb="sm">{t('profile.notApplicant.text')}</Text>
        <Button component={Link} to={paths.home} variant="default">
          {t('profile.backHome')}
        </Button>
      </Alert>
    </Stack>
  );
}

const applicantApi = sharedTabsApi({ kind: 'applicant' });

function ApplicantProfile() {
  const { t } = useTranslation();
  const { status, update, failed, reload } = useProfileStatus();
  const { current, open, focusTab } = useTabParam(applicantSteps);
  const onStatus = useCallback(
    (next: AnyProfileStatus) => {
      if (isProfileSts(next)) update(next);
    },
    [update],
  );

  const tabs = applicantSteps.map((step) => ({
    value: step,
    label: t(`profile.tabs.${step}`),
    done: status ? (step === 'summary' ? status.profileStatus === profileStatus.COMPLETED : status[applicantTabFlag[step]]) : undefined,
  }));
  const done = status ? applicantTabs.filter((tab) => status[applicantTabFlag[tab]]).length : 0;

  return (
    <Stack gap="lg" data-testid="unified-profile-screen">
      <PageHeading>{t('profile.title')}</PageHeading>
      <Text>{t('profile.intro')}</Text>
      {status ? (
        <StatusOverview code={status.profileStatus} done={done} total={applicantTabs.length} />
      ) : failed ? (
        <LoadFailed error={failed} onRetry={() => void reload()} />
      ) : null}
      <ProfileTabs id={tabsId} label={t('profile.tabsLabel')} tabs={tabs} value={current} onChange={open}>
        {(step) => {
          switch (step) {
            case 'personal':
              return <PersonalTab api={applicantApi} withIban onStatus={onStatus} />;
            case 'address':
              return <AddressTab onStatus={onStatus} />;
            case 'dependents':
              return <DependentsTab done={status?.dependentsTabCompleted ?? false} onStatus={update} />;
            case 'education':
              return <EducationTab api={applicantApi} onStatus={onStatus} />;
            case 'income':
              return <IncomeTab api={applicantApi} onStatus={onStatus} />;
            case 'labor':
              return <LaborTab onStatus={onStatus} />;
            case 'license':
              return <LicenseTab api={applicantApi} onStatus={onStatus} />;
            case 'properties':
              return <PropertiesTab api={applicantApi} onStatus={onStatus} />;
            case 'summary':
              return <SummaryTab onStatus={update} onOpenTab={focusTab} />;
          }
        }}
      </ProfileTabs>
    </Stack>
  );
}

/**
 * One dependent's five tabs, saved through dependent/{tab}/save/{a}/{b}. A profile closed to the applicant (an adult
 * dependent with an account who has not confirmed the relation) shows why instead of the tabs, and asks nothing of
 * it; so does a tab the server refuses for that reason after the list was read.
 */
function DependentProfile({ applicantId, dependentId }: { applicantId: string; dependentId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [refused, setRefused] = useState<ClosedProfileReason | null>(null);
  const api = useMemo(() => sharedTabsApi({ kind: 'dependent', applicantId, dependentId }, setRefused), [applicantId, dependentId]);
  const { data: dependents, failed, error, retry } = useAllDependents();
  const [saved, setSaved] = useState<DependentProfileSts | null>(null);
  const { current, open } = useTabParam<DependentTab>(dependentTabs);
  const onStatus = useCallback((next: AnyProfileStatus) => {
    if (isDependentSts(next)) setSaved(next);
  }, []);

  const dependent = dependents?.find((item) => item.id === dependentId);
  const name = dependent ? dependentName(dependent, language) : null;
  const status = saved ?? dependent?.profile ?? null;
  const back = (
    <Link className={formClasses.link} to={`${paths.unifiedProfile}?tab=dependents`} data-testid="profile-dependent-back">
      {t('profile.dependent.back')}
    </Link>
  );

  if (!dependents || !dependent || !status) {
    return (
      <Stack gap="lg" data-testid="dependent-profile-screen">
        <PageHeading>{t('profile.dependent.titleGeneric')}</PageHeading>
        <Text>{back}</Text>
        {dependents === undefined && failed ? (
          <LoadFailed error={error} onRetry={retry} />
        ) : dependents === undefined ? (
          <TabLoading />
        ) : (
          <Alert color="orange" title={t('profile.dependent.notFoundTitle')} data-testid="profile-dependent-not-found">
            {t('profile.dependent.notFound')}
          </Alert>
        )}
      </Stack>
    );
  }

  const closed = refused ?? (dependent.profileOpen ? null : closedReasonOf(dependent.relationStatus));
  if (closed) {
    return (
      <Stack gap="lg" data-testid="dependent-profile-screen">
        <PageHeading>{t('profile.dependent.title', { name: name ?? '' })}</PageHeading>
        <Text>{back}</Text>
        <Alert color="orange" title={t('profile.dependent.closedTitle')} data-testid="profile-dependent-closed">
          <Text mb={closed === 'rejected' ? 'sm' : 0}>{t(`profile.dependents.closed.${closed}`, { name: name ?? '' })}</Text>
          {closed === 'rejected' ? (
            <Link className={formClasses.link} to={paths.houses} data-testid="profile-dependent-houses">
              {t('profile.dependent.manage')}
            </Link>
          ) : null}
        </Alert>
      </Stack>
    );
  }

  const tabs = dependentTabs.map((tab) => ({ value: tab, label: t(`profile.tabs.${tab}`), done: status[dependentTabFlag[tab]] }));
  const done = dependentTabs.filter((tab) => status[dependentTabFlag[tab]]).length;
  return (
    <Stack gap="lg" data-testid="dependent-profile-screen">
      <PageHeading>{t('profile.dependent.title', { name: name ?? '' })}</PageHeading>
      <Text>{back}</Text>
      <Text>{t('profile.dependent.intro', { name: name ?? '' })}</Text>
      <StatusOverview code={status.profileStatus} done={done} total={dependentTabs.length} />
      <ProfileTabs id={tabsId} label={t('profile.dependent.tabsLabel', { name: name ?? '' })} tabs={tabs} value={current} onChange={open}>
        {(tab) => {
          switch (tab) {
            case 'personal':
              return <PersonalTab api={api} withIban={false} onStatus={onStatus} />;
            case 'education':
              return <EducationTab api={api} onStatus={onStatus} />;
            case 'income':
              return <IncomeTab api={api} onStatus={onStatus} />;
            case 'license':
              return <LicenseTab api={api} onStatus={onStatus} />;
            case 'properties':
              return <PropertiesTab api={api} onStatus={onStatus} />;
          }
        }}
      </ProfileTabs>
    </Stack>
  );
}
