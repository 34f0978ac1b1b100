import { Group, Stack, Text } from '@mantine/core';
import type { ApplicationCycleSummary, ApplicationSummary } from '@sanad/contract';
import { programType } from '@sanad/contract/client';
import { Link } from 'react-router';
import { applicationTabPath, paths } from '../../../app/paths.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { MessageText } from '../../../components/cycle/message-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { PaymentStatusBadge } from '../../../components/cycle/payment-status-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LtrText } from '../../../components/ltr-text.tsx';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { currentPeriod, formatPeriod } from '../../../lib/period.ts';
import { useCycleSummary, useHomeApplications, useLatestPublishedPeriod } from '../api/home-api.ts';
import classes from './current-month-panel.module.css';
import { MonthAppealLinks } from './month-appeal-links.tsx';

/** The applications a month can have been published for: SSP ones past the draft (the only program with monthly cycles). */
function withCycles(applications: readonly ApplicationSummary[]): ApplicationSummary[] {
  return applications.filter((application) => application.programId === programType.SSP && application.status !== 'DRAFT');
}

/**
 * The applicant's month at a glance, one card per SSP application: this month's published result (load-home-
 * application-cycle-summary), or the latest published month while this one is not out yet, with the amount, the
 * payment day and its state, the deductions with their messages, and the ways to the month's why, the eligibility
 * history and the payments on the application's page.
 */
export function CurrentMonthPanel() {
  const { t } = useTranslation();
  const applications = useHomeApplications();
  const list = applications.data ? withCycles(applications.data) : [];
  if (list.length === 0) return null;
  return (
    <section className={formClasses.card} aria-labelledby="home-month-title" data-testid="home-month-panel">
      <h2 id="home-month-title" className={formClasses.sectionTitle}>
        {t('homeCycle.title')}
      </h2>
      <Stack gap="lg">
        {list.map((application) => (
          <ApplicationMonth key={application.id} application={application} />
        ))}
      </Stack>
    </section>
  );
}

function ApplicationMonth({ application }: { application: ApplicationSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = currentPeriod();
  const current = useCycleSummary(application.id, now);
  const unpublished = current.data !== undefined && current.data.result === null;
  const latest = useLatestPublishedPeriod(application.id, unpublished);
  const fallbackPeriod = unpublished && latest.period && latest.period !== now ? latest.period : null;
  const fallback = useCycleSummary(application.id, fallbackPeriod);

  let body;
  if (current.failed && !current.data) body = <LoadFailed compact onRetry={current.retry} testId="home-month-failed" />;
  else if (!current.data) body = <Text aria-live="polite">{t('homeCycle.loading')}</Text>;
  else if (current.data.result) body = <MonthResult summary={current.data} />;
  else {
    const cycleOpen = current.data.cycle?.status === 'OPEN';
    body = (
      <Stack gap="sm">
        <Text data-testid="home-month-pending">
          {t(cycleOpen ? 'homeCycle.beingCalculated' : 'homeCycle.notPublished', { month: formatPeriod(now, language) })}
        </Text>
        {latest.failed && latest.period === undefined ? (
          <LoadFailed compact onRetry={latest.retry} testId="home-month-latest-failed" />
        ) : null}
        {latest.period === null ? <Text data-testid="home-month-none">{t('homeCycle.noneYet')}</Text> : null}
        {fallback.failed && !fallback.data ? <LoadFailed compact onRetry={fallback.retry} testId="home-month-failed" /> : null}
        {fallback.data?.result ? (
          <>
            <Text fw={600}>{t('homeCycle.latestPublished')}</Text>
            <MonthResult summary={fallback.data} />
          </>
        ) : null}
      </Stack>
    );
  }

  return (
    <article className={classes.application} aria-labelledby={`home-month-${application.id}`} data-testid="home-month">
      <h3 id={`home-month-${application.id}`} className={classes.applicationTitle}>
        <Trans i18nKey="homeCycle.application" values={{ number: application.number }} components={{ num: <LtrText>{null}</LtrText> }} />
      </h3>
      {body}
      <ul className={formClasses.links}>
        <li>
          <Link to={applicationTabPath(application.id, 'eligibility')} data-testid="home-month-history">
            {t('homeCycle.historyLink')}
          </Link>
        </li>
        <li>
          <Link to={applicationTabPath(application.id, 'payments')} data-testid="home-month-payments">
            {t('homeCycle.paymentsLink')}
          </Link>
        </li>
      </ul>
    </article>
  );
}

/** One published month of an application, its houses together. */
function MonthResult({ summary }: { summary: ApplicationCycleSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const result = summary.result;
  if (!result) return null;
  const month = formatPeriod(summary.period, language);
  const payment = result.payment;
  return (
    <Stack gap="sm" data-testid="home-month-result">
      <Group gap="sm">
        <Text fw={700} size="lg">
          <PeriodText period={summary.period} />
        </Text>
        <OutcomeBadge outcome={result.outcome} />
      </Group>
      {result.outcome === 'ELIGIBLE' ? (
        <Text className={classes.amount} data-testid="home-month-amount">
          <Trans i18nKey="homeCycle.youReceive" components={{ amount: <MoneyText halalas={result.net} /> }} />
        </Text>
      ) : null}
      {result.reasons.length > 0 ? (
        <div>
          <Text fw={600}>{t(result.outcome === 'ELIGIBLE' ? 'homeCycle.note' : 'homeCycle.whyNot')}</Text>
          <ul className={classes.list} data-testid="home-month-reasons">
            {result.reasons.map((reason) => (
              <li key={reason.code}>
                <MessageText text={reason.message} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.deductions > 0 ? (
        <div data-testid="home-month-deductions">
          <Text>
            <Trans
              i18nKey="homeCycle.deductions"
              components={{
                entitlement: <MoneyText halalas={result.entitlement} />,
                deductions: <MoneyText halalas={result.deductions} />,
              }}
            />
          </Text>
          <ul className={classes.list}>
            {result.deductionItems.map((item, index) => (
              <li key={`${item.reasonCode}-${index}`} data-testid="home-month-deduction">
                <MessageText text={item.message} /> (<MoneyText halalas={item.amount} />)
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {payment ? (
        <div data-testid="home-month-payment">
          <Group gap="xs">
            <PaymentStatusBadge status={payment.status} />
            <Text>
              {payment.status === 'PAID' && payment.paidAt ? (
                <Trans i18nKey="homeCycle.paidOn" components={{ date: <DateText iso={payment.paidAt} /> }} />
              ) : (
                <Trans i18nKey="homeCycle.paymentDay" components={{ date: <DateText iso={payment.scheduledFor} /> }} />
              )}
            </Text>
          </Group>
          {payment.status === 'FAILED' ? (
            <Text mt="xs" data-testid="home-month-failed-payment">
              <Trans
                i18nKey="homeCycle.failed"
                components={{ link: <Link to={`${paths.unifiedProfile}?tab=personal`} className={formClasses.link} /> }}
              />
            </Text>
          ) : null}
          {payment.codes.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('homeCycle.codes', { count: payment.codes.length })}{' '}
              {payment.codes.map((code, index) => (
                <span key={code}>
                  {index > 0 ? (language === 'ar' ? '، ' : ', ') : null}
                  <CodeText code={code} />
                </span>
              ))}
            </Text>
          ) : null}
        </div>
      ) : null}
      <ul className={formClasses.links}>
        {result.houses.map((house, index) => (
          <li key={house.houseId}>
            <Link
              to={applicationTabPath(summary.applicationId, 'eligibility', { cycle: summary.period, house: house.houseId })}
              data-testid="home-month-why"
            >
              {result.houses.length === 1
                ? t('homeCycle.why', { month })
                : t('homeCycle.whyHouse', { month, number: index + 1, total: result.houses.length })}
            </Link>
          </li>
        ))}
        {result.houses.some((house) => house.outcome === 'INELIGIBLE') ? (
          <MonthAppealLinks summary={summary} houses={result.houses} />
        ) : null}
      </ul>
    </Stack>
  );
}
