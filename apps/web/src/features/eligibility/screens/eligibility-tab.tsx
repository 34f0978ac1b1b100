import { Stack, Text } from '@mantine/core';
import type { AppealLite, EligibilityRecord, IneligibilityRecord } from '@sanad/contract';
import { Link, useSearchParams } from 'react-router';
import { appealPath, raiseAppealPath } from '../../../app/paths.ts';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { formatPeriod } from '../../../lib/period.ts';
import { useEligibilityHistory, useIneligibilityHistory } from '../api/eligibility-api.ts';
import { MonthDetail } from '../components/month-detail.tsx';
import { reasonsLine } from '../../../components/why/reasons-list.tsx';
import { standingAppeal, useAppealedOf } from '../../../components/appeal/standing-appeal.ts';

/** Rows a page of the eligibility lists: a year of months. */
const pageSize = 12;

/** The address of this page with `cycle` and `house` set (a month's why) or removed (back to the history). */
function searchWith(params: URLSearchParams, month: { period: string; houseId: string } | null): string {
  const next = new URLSearchParams(params);
  if (month) {
    next.set('cycle', month.period);
    next.set('house', month.houseId);
  } else {
    next.delete('cycle');
    next.delete('house');
  }
  return `?${next.toString()}`;
}

/**
 * The eligibility tab of an SSP application's page: each published month per house (outcome, reasons in the reader's
 * language, the amount paid), sortable and a year a page; `&cycle=YYYY-MM&house=<id>` opens that month's why and what
 * changed above the list (home links straight there). Below, every month the household or a person was not eligible.
 */
export function EligibilityTab({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cycle = params.get('cycle');
  const house = params.get('house');
  const opened = cycle && house ? { period: cycle, houseId: house } : null;
  return (
    <Stack gap="lg" data-testid="eligibility-tab">
      <Text>{t('eligibility.intro')}</Text>
      {opened ? (
        <MonthDetail
          key={`${opened.period}-${opened.houseId}`}
          applicationId={applicationId}
          houseId={opened.houseId}
          period={opened.period}
          backLink={
            <Link to={{ search: searchWith(params, null) }} className={formClasses.link} data-testid="month-detail-back">
              {t('eligibility.detail.back')}
            </Link>
          }
        />
      ) : null}
      <History applicationId={applicationId} params={params} />
      <Ineligibility applicationId={applicationId} />
    </Stack>
  );
}

function History({ applicationId, params }: { applicationId: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const history = useEligibilityHistory(applicationId);
  const columns: DataColumn<EligibilityRecord>[] = [
    {
      key: 'period',
      header: t('eligibility.history.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    {
      key: 'house',
      header: t('eligibility.history.house'),
      cell: (row) => houseBriefName(row.house, t),
      sortValue: (row) => houseBriefName(row.house, t),
    },
    {
      key: 'outcome',
      header: t('eligibility.history.outcome'),
      cell: (row) => <OutcomeBadge outcome={row.outcome} />,
      sortValue: (row) => t(`cycle.outcome.${row.outcome}`),
    },
    { key: 'reasons', header: t('eligibility.history.reasons'), cell: (row) => reasonsLine(row.reasons, t, language) },
    { key: 'members', header: t('eligibility.history.members'), cell: (row) => row.memberCount, sortValue: (row) => row.memberCount },
    { key: 'net', header: t('eligibility.history.net'), cell: (row) => <MoneyText halalas={row.net} />, sortValue: (row) => row.net },
    {
      key: 'why',
      header: t('eligibility.history.why'),
      cell: (row) => (
        <Link
          to={{ search: searchWith(params, { period: row.period, houseId: row.house.id }) }}
          className={formClasses.link}
          data-testid="eligibility-why-link"
        >
          {t('eligibility.history.whyLink')}{' '}
          <span className={hidden.hidden}>
            {t('eligibility.history.whyWhich', { month: formatPeriod(row.period, language), house: houseBriefName(row.house, t) })}
          </span>
        </Link>
      ),
    },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="eligibility-history-title">
      <h3 id="eligibility-history-title" className={formClasses.sectionTitle}>
        {t('eligibility.history.title')}
      </h3>
      <ReadState state={history} loading={t('eligibility.history.loading')} failedTestId="eligibility-history-failed">
        {(records) => (
          <DataTable
            caption={t('eligibility.history.caption')}
            columns={columns}
            rows={records}
            rowKey={(row) => row.resultId}
            empty={t('eligibility.history.empty')}
            testId="eligibility-history"
            initialSort={{ key: 'period', direction: 'descending' }}
            pageSize={pageSize}
          />
        )}
      </ReadState>
    </section>
  );
}

function Ineligibility({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const records = useIneligibilityHistory(applicationId);
  const appealed = useAppealedOf(applicationId);
  const columns: DataColumn<IneligibilityRecord>[] = [
    {
      key: 'period',
      header: t('eligibility.history.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    { key: 'house', header: t('eligibility.history.house'), cell: (row) => houseBriefName(row.house, t) },
    {
      key: 'who',
      header: t('eligibility.ineligibility.who'),
      cell: (row) => (row.scope === 'HOUSE' || !row.person ? t('eligibility.ineligibility.household') : nameIn(row.person, language)),
    },
    { key: 'reasons', header: t('eligibility.history.reasons'), cell: (row) => reasonsLine(row.reasons, t, language) },
    {
      key: 'appeal',
      header: t('eligibility.ineligibility.appeal'),
      cell: (row) => <AppealLink record={row} appealed={appealed.data ?? null} />,
    },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="ineligibility-title">
      <h3 id="ineligibility-title" className={formClasses.sectionTitle}>
        {t('eligibility.ineligibility.title')}
      </h3>
      <Text mb="sm">{t('eligibility.ineligibility.intro')}</Text>
      <ReadState state={records} loading={t('eligibility.history.loading')} failedTestId="ineligibility-failed">
        {(rows) => (
          <DataTable
            caption={t('eligibility.ineligibility.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.resultId}-${row.person?.personId ?? 'house'}`}
            empty={t('eligibility.ineligibility.empty')}
            testId="ineligibility-history"
            initialSort={{ key: 'period', direction: 'descending' }}
            pageSize={pageSize}
          />
        )}
      </ReadState>
    </section>
  );
}

/**
 * Appeals an ineligible house or a left-out dependent of a published month (decision 060), for its first reason; the
 * head of household left out has no appeal of their own (the house's is theirs).
 */
function AppealLink({ record, appealed }: { record: IneligibilityRecord; appealed: readonly AppealLite[] | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reason = record.reasons[0]?.code;
  const dependentId = record.person?.dependentId ?? null;
  if (!reason || (record.scope === 'MEMBER' && dependentId === null)) return '—';
  const standing = standingAppeal(appealed, {
    type: record.scope === 'HOUSE' ? 'HOUSE' : 'DEPENDENT',
    period: record.period,
    houseId: record.house.id,
    dependentId,
  });
  if (standing) {
    return (
      <Link to={appealPath(standing.id)} className={formClasses.link} data-testid="ineligibility-appealed-link">
        {t('eligibility.ineligibility.appealed', { status: t(`appeals.status.${standing.status}`) })}
      </Link>
    );
  }
  const subject =
    record.scope === 'HOUSE'
      ? { type: 'HOUSE' as const, house: record.house.id }
      : { type: 'DEPENDENT' as const, house: record.house.id, dependent: dependentId ?? '' };
  const which = record.scope === 'HOUSE' || !record.person ? houseBriefName(record.house, t) : nameIn(record.person, language);
  return (
    <Link
      to={raiseAppealPath({ ...subject, application: record.applicationId, period: record.period, reason })}
      className={formClasses.link}
      data-testid="ineligibility-appeal-link"
    >
      {t('eligibility.ineligibility.appealLink')}{' '}
      <span className={hidden.hidden}>
        {t('eligibility.history.whyWhich', { month: formatPeriod(record.period, language), house: which })}
      </span>
    </Link>
  );
}
