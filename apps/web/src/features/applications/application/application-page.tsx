import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import type { ApplicationDetails, ApplicationEvent, ApplicationSummary } from '@sanad/contract';
import { programType } from '@sanad/contract/client';
import { Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applicationTabs, paths, type ApplicationTab } from '../../../app/paths.ts';
import details from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { Trans, useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { nameIn } from '../../../lib/names.ts';
import { useApplicationDetails, useBanPeriod } from '../api/application-flow-api.ts';
import { ApplicationStatusBadge, applicationStatusName } from '../components/application-status-badge.tsx';
import classes from '../flow/flow.module.css';
import tabClasses from './application-tabs.module.css';
import { ApplicationNotFound, isNotFound, LoadState } from '../flow/load-state.tsx';
import { ApplicationActions } from './application-actions.tsx';

/** The event types the timeline names; another type is shown by the state it led to, or generally. */
const knownEvents = new Set([
  'CREATED',
  'SUBMIT',
  'CANCEL_SUBMIT',
  'WITHDRAW',
  'RESUME_PAYMENT',
  'MANUAL_REAPPLY',
  'START_STUDY',
  'DECIDE_ELIGIBLE',
  'DECIDE_INELIGIBLE',
  'SUSPEND',
  'HEAD_TRANSFERRED',
  'REAPPLY_REQUESTED',
  'SELECTION_SYNCED',
  'DOCUMENTS_REQUESTED',
  'DOCUMENTS_SUBMITTED',
]);

export function eventName(event: ApplicationEvent, t: TFunction, language: 'ar' | 'en'): string {
  if (knownEvents.has(event.type)) return t(`applicationFlow.event.${event.type}`);
  if (event.toStatus) return t('applicationFlow.event.becameStatus', { status: applicationStatusName(event.toStatus, language) });
  return t('applicationFlow.event.other');
}

/** The sections other features give the page (composed in app/), by the tab that shows them. */
export type ApplicationSections = Partial<Record<Exclude<ApplicationTab, 'overview'>, (summary: ApplicationSummary) => ReactNode>>;

/** Which sections an application has: the monthly ones once it is past the draft; the FLV pre-check for any SSP one. */
function sectionsOf(summary: ApplicationSummary, sections: ApplicationSections): ApplicationTab[] {
  if (summary.programId !== programType.SSP) return [];
  return applicationTabs.filter((tab) => {
    if (tab === 'overview') return false;
    if (!sections[tab]) return false;
    return tab === 'flv' || summary.status !== 'DRAFT';
  });
}

/**
 * The application page (`?id=`): its number, program, state, dates and counts, the timeline of its events (oldest
 * first), a case worker's open request for documents, and only the actions its state allows (`allowedActions`). An id
 * that is not the caller's application says so, with the way to their applications, instead of offering a retry.
 *
 * With `sections` (the eligibility, payments and FLV views, composed by the app), an SSP application's page has tabs:
 * the overview above, then each section, opened by `&tab=` so a link (home's "why") lands on it and the back button
 * keeps the place. Only the open tab is drawn, so each section reads from the server when it is opened.
 */
export function ApplicationPage({ applicationId, sections = {} }: { applicationId: string; sections?: ApplicationSections }) {
  const { t } = useTranslation();
  const application = useApplicationDetails(applicationId);
  const data = application.data;
  const notFound = data === undefined && application.failed && isNotFound(application.error);
  if (notFound) {
    return (
      <Stack gap="lg" data-testid="application-page">
        <PageHeading>{t('applicationFlow.notFound.title')}</PageHeading>
        <ApplicationNotFound titled={false} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="application-page">
      <PageHeading>
        {data ? t('applicationFlow.page.title', { number: data.summary.number }) : t('applicationFlow.page.titleLoading')}
      </PageHeading>
      <LoadState failed={application.failed} loaded={data !== undefined} retry={application.retry}>
        {data ? <ApplicationTabs data={data} sections={sections} /> : null}
      </LoadState>
      <Text>
        <Link to={paths.applications} className={formClasses.link}>
          {t('applicationFlow.page.allApplications')}
        </Link>
      </Text>
    </Stack>
  );
}

/**
 * The ban a withdrawal started, on the page of a withdrawn application: the days left and the end date while it holds
 * (remaining-ban-period, read on every visit), that it is over once it is; the end date alone while that read is on its
 * way or failed.
 */
function WithdrawalBan({ banEndsAt }: { banEndsAt: string | null }) {
  const { t } = useTranslation();
  const ban = useBanPeriod().data;
  const endsAt = ban?.banEndsAt ?? banEndsAt;
  if (ban && !ban.banned) {
    return (
      <Alert color="blue" data-testid="application-ban">
        {t('applicationFlow.withdraw.banOver')}
      </Alert>
    );
  }
  if (!endsAt) return null;
  const date = { date: <DateText iso={endsAt} /> };
  return (
    <Alert color="orange" data-testid="application-ban">
      {ban ? (
        <Trans i18nKey="applicationFlow.withdraw.banNow" values={{ count: ban.remainingDays }} components={date} />
      ) : (
        <Trans i18nKey="applicationFlow.withdraw.banUntil" components={date} />
      )}
    </Alert>
  );
}

function ApplicationTabs({ data, sections }: { data: ApplicationDetails; sections: ApplicationSections }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const extra = sectionsOf(data.summary, sections);
  if (extra.length === 0) return <ApplicationView data={data} />;
  const tabs: ApplicationTab[] = ['overview', ...extra];
  const wanted = params.get('tab');
  const current = tabs.find((tab) => tab === wanted) ?? 'overview';
  const open = (value: string | null) => {
    const tab = tabs.find((item) => item === value);
    if (!tab) return;
    setParams(
      (previous) => {
        // A month, a pre-check opened in one tab does not follow to another.
        const next = new URLSearchParams({ id: previous.get('id') ?? data.summary.id });
        if (tab !== 'overview') next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Tabs value={current} onChange={open} keepMounted={false} activateTabWithKeyboard={false} variant="outline">
      <Tabs.List aria-label={t('applicationFlow.tabs.label')} className={tabClasses.list}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} className={tabClasses.tab} data-testid={`application-tab-${tab}`}>
            {t(`applicationFlow.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const render = tab === 'overview' ? undefined : sections[tab];
        return (
          <Tabs.Panel key={tab} value={tab} className={tabClasses.panel}>
            {render ? (
              <Stack gap="md">
                <h2 className={formClasses.sectionTitle}>{t(`applicationFlow.tabs.${tab}`)}</h2>
                <Suspense
                  fallback={
                    <Text role="status" aria-live="polite">
                      {t('shell.loading')}
                    </Text>
                  }
                >
                  {render(data.summary)}
                </Suspense>
              </Stack>
            ) : (
              <Stack gap="lg">
                <ApplicationView data={data} />
              </Stack>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

function ApplicationView({ data }: { data: ApplicationDetails }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { summary, pendingDocumentRequest: request } = data;
  return (
    <>
      {summary.status === 'WITHDRAWN' ? <WithdrawalBan banEndsAt={data.banEndsAt} /> : null}

      <section className={formClasses.card} aria-labelledby="application-facts">
        <h2 id="application-facts" className={formClasses.sectionTitle}>
          {t('applicationFlow.page.facts')}
        </h2>
        <dl className={details.details} data-testid="application-facts">
          <dt>{t('applicationFlow.page.number')}</dt>
          <dd>
            <bdi>{summary.number}</bdi>
          </dd>
          <dt>{t('applicationFlow.page.program')}</dt>
          <dd>{nameIn({ nameAr: summary.programNameAr, nameEn: summary.programNameEn }, language)}</dd>
          <dt>{t('applicationFlow.page.status')}</dt>
          <dd>
            <ApplicationStatusBadge status={summary.status} />
          </dd>
          {data.statusReason ? (
            <>
              <dt>{t('applicationFlow.page.statusReason')}</dt>
              <dd>{data.statusReason}</dd>
            </>
          ) : null}
          <dt>{t('applicationFlow.page.created')}</dt>
          <dd>
            <DateText iso={summary.createdAt} />
          </dd>
          <dt>{t('applicationFlow.page.submitted')}</dt>
          <dd data-testid="application-submitted">
            {summary.submittedAt ? <DateText iso={summary.submittedAt} /> : t('applicationFlow.page.notSubmitted')}
          </dd>
          <dt>{t('applicationFlow.page.counts')}</dt>
          <dd>
            {t('applicationFlow.page.countsValue', {
              houses: summary.housesCount,
              dependents: summary.dependentsCount,
              documents: summary.documentsCount,
            })}
          </dd>
        </dl>
      </section>

      {request ? (
        <Alert color="orange" title={t('applicationFlow.request.title')} data-testid="document-request">
          <Text>
            <Trans
              i18nKey="applicationFlow.request.asked"
              values={{
                types: request.documentTypes
                  .map((code) => lookupName('documentType', code, language))
                  .join(language === 'ar' ? '، ' : ', '),
              }}
              components={{ date: <DateText iso={request.requestedAt} /> }}
            />
          </Text>
          {request.note ? <Text mt="xs">{t('applicationFlow.request.note', { note: request.note })}</Text> : null}
        </Alert>
      ) : null}

      <ApplicationActions data={data} />

      <section className={formClasses.card} aria-labelledby="application-timeline">
        <h2 id="application-timeline" className={formClasses.sectionTitle}>
          {t('applicationFlow.page.timeline')}
        </h2>
        {data.events.length === 0 ? (
          <Text>{t('applicationFlow.page.noEvents')}</Text>
        ) : (
          <ol className={classes.timeline} data-testid="application-timeline">
            {data.events.map((event, index) => (
              <li key={`${event.at}-${index}`} className={classes.event} data-testid="timeline-event">
                <Text fw={700}>{eventName(event, t, language)}</Text>
                <Text size="sm" c="dimmed">
                  <DateText iso={event.at} />
                </Text>
                {event.note ? <Text size="sm">{event.note}</Text> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
