import { Stack, Text } from '@mantine/core';
import type { DependentPaymentShare, DependentPaymentSummary } from '@sanad/contract';
import { useState } from 'react';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { PaymentStatusBadge } from '../../../components/cycle/payment-status-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { paymentsPageSize, useDependentPaymentHistory, useDependentPaymentSummary } from '../api/payments-api.ts';
import { PaymentsChart } from '../components/payments-chart.tsx';
import classes from '../components/payments.module.css';

/**
 * A dependent's own share of their household's payments (dependent-payment-summary, dependent-payment-history, for
 * their own NIN): the latest, what they were paid in all, their last twelve months as a chart with its table, and
 * every share a page at a time. Only their share: the household's totals and deductions are not in these answers.
 */
export function DependentPaymentsSection({ nin }: { nin: string }) {
  const { t } = useTranslation();
  const summary = useDependentPaymentSummary(nin);
  return (
    <Stack gap="lg">
      <section className={formClasses.card} aria-labelledby="dependent-payments-title" data-testid="dependent-payments">
        <h2 id="dependent-payments-title" className={formClasses.sectionTitle}>
          {t('dependentCycle.paymentsTitle')}
        </h2>
        <ReadState state={summary} loading={t('payments.loading')} failedTestId="dependent-payments-failed">
          {(data) => <ShareSummary data={data} />}
        </ReadState>
      </section>
      <ShareHistory nin={nin} />
    </Stack>
  );
}

function ShareSummary({ data }: { data: DependentPaymentSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const latest = data.latest;
  return (
    <Stack gap="md">
      {latest ? (
        <Text data-testid="dependent-latest-share">
          {t('dependentCycle.latestShare', { applicant: nameIn(latest.applicant, language) })}{' '}
          <span className={classes.latestAmount}>
            <MoneyText halalas={latest.share} />
          </span>{' '}
          (<PeriodText period={latest.period} />) <PaymentStatusBadge status={latest.status} />
        </Text>
      ) : (
        <Text data-testid="dependent-payments-none">{t('dependentCycle.noShare')}</Text>
      )}
      <dl className={classes.totals}>
        <div>
          <dt>{t('dependentCycle.totalShares', { count: data.totals.paidCount })}</dt>
          <dd data-testid="dependent-total-shares">
            <MoneyText halalas={data.totals.paidShares} />
          </dd>
        </div>
      </dl>
      <PaymentsChart
        months={data.months.map((month) => ({ period: month.period, amount: month.share, status: month.status }))}
        title={t('dependentCycle.chartCaption')}
        amountLabel={t('dependentCycle.share')}
        testId="dependent-chart"
      />
    </Stack>
  );
}

function ShareHistory({ nin }: { nin: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const history = useDependentPaymentHistory(nin, page);
  const [kept, setKept] = useState(history.data);
  if (history.data !== undefined && history.data !== kept) setKept(history.data);
  const shown = history.data ?? kept;
  const columns: DataColumn<DependentPaymentShare>[] = [
    { key: 'period', header: t('payments.history.month'), cell: (row) => <PeriodText period={row.period} /> },
    { key: 'applicant', header: t('dependentCycle.applicant'), cell: (row) => nameIn(row.applicant, language) },
    { key: 'house', header: t('payments.history.house'), cell: (row) => houseBriefName(row.house, t) },
    { key: 'category', header: t('eligibility.members.category'), cell: (row) => t(`eligibility.members.categoryName.${row.category}`) },
    { key: 'share', header: t('dependentCycle.share'), cell: (row) => <MoneyText halalas={row.share} /> },
    { key: 'status', header: t('payments.history.status'), cell: (row) => <PaymentStatusBadge status={row.status} /> },
    {
      key: 'date',
      header: t('payments.history.date'),
      cell: (row) => <DateText iso={row.paidAt ?? row.scheduledFor} />,
    },
    { key: 'code', header: t('payments.history.code'), cell: (row) => <CodeText code={row.paymentCode} /> },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="dependent-shares-title">
      <h2 id="dependent-shares-title" className={formClasses.sectionTitle}>
        {t('dependentCycle.historyTitle')}
      </h2>
      <ReadState state={{ ...history, data: shown }} loading={t('payments.loading')} failedTestId="dependent-shares-failed">
        {(data) => (
          <DataTable
            caption={t('dependentCycle.historyCaption')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.paymentId}
            empty={t('dependentCycle.historyEmpty')}
            testId="dependent-shares"
            paging={{ page: data.page, pageSize: data.pageSize || paymentsPageSize, total: data.total, onPage: setPage }}
          />
        )}
      </ReadState>
    </section>
  );
}
