import { Stack, Text } from '@mantine/core';
import {
  isPaymentCodeAppeal,
  type AdditionalPayment,
  type AppealLite,
  type PaymentRecord,
  type PaymentRefund,
  type PaymentSummary,
  type Recovery,
} from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { appealPath, newComplaintPath, raiseAppealPath } from '../../../app/paths.ts';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { MessageText } from '../../../components/cycle/message-text.tsx';
import { PaymentStatusBadge } from '../../../components/cycle/payment-status-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import {
  paymentsPageSize,
  useAdditionalPayments,
  useDeductionMessages,
  usePaymentHistory,
  usePaymentSummary,
  useRefunds,
} from '../api/payments-api.ts';
import { useAppealedOf } from '../../../components/appeal/standing-appeal.ts';
import { PaymentsChart } from '../components/payments-chart.tsx';
import classes from '../components/payments.module.css';

/** A failed payment's reason in words (the payments port's codes), else the code. */
function failureText(code: string | null, t: TFunction): string {
  if (!code) return t('payments.failure.unknown');
  const key = `payments.failure.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/** When a payment was paid, else its payment day (with what happened to it). */
function PaymentDay({ payment }: { payment: Pick<PaymentRecord, 'paidAt' | 'scheduledFor' | 'status' | 'failureReason'> }) {
  const { t } = useTranslation();
  if (payment.paidAt) return <DateText iso={payment.paidAt} />;
  return (
    <Stack gap={2}>
      <span>
        <DateText iso={payment.scheduledFor} />
      </span>
      {payment.status === 'FAILED' ? <Text size="sm">{failureText(payment.failureReason, t)}</Text> : null}
    </Stack>
  );
}

/** A payment's deductions: the total and, under it, each one's message and amount. */
export function DeductionsCell({ payment }: { payment: Pick<PaymentRecord, 'deductions' | 'deductionItems'> }) {
  if (payment.deductions === 0) return <MoneyText halalas={0} />;
  return (
    <Stack gap={4}>
      <MoneyText halalas={payment.deductions} />
      <ul className={classes.messages}>
        {payment.deductionItems.map((item) => (
          <li key={item.id} data-testid="deduction-message">
            <MessageText text={item.message} /> (<MoneyText halalas={item.amount} />)
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * The payments tab of an SSP application's page: the latest month's payments and the totals, a chart of the last
 * twelve months with its table, every payment a page at a time with its deductions and their messages, the
 * over-payments still being recovered, additional payments and refunds.
 */
export function PaymentsTab({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="payments-tab">
      <Text>{t('payments.intro')}</Text>
      <Summary applicationId={applicationId} />
      <History applicationId={applicationId} />
      <Recoveries applicationId={applicationId} />
      <Additional applicationId={applicationId} />
      <Refunds applicationId={applicationId} />
    </Stack>
  );
}

function Summary({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const summary = usePaymentSummary(applicationId);
  return (
    <>
      <section className={formClasses.card} aria-labelledby="payments-summary-title" data-testid="payments-summary">
        <h3 id="payments-summary-title" className={formClasses.sectionTitle}>
          {t('payments.summary.title')}
        </h3>
        <ReadState state={summary} loading={t('payments.loading')} failedTestId="payments-summary-failed">
          {(data) => <SummaryView data={data} />}
        </ReadState>
      </section>
      {summary.data ? (
        <section className={formClasses.card} aria-labelledby="payments-chart-title">
          <h3 id="payments-chart-title" className={formClasses.sectionTitle}>
            {t('payments.chart.title')}
          </h3>
          <PaymentsChart
            months={summary.data.months.map((month) => ({ period: month.period, amount: month.net, status: month.status }))}
            title={t('payments.chart.caption')}
            amountLabel={t('payments.chart.paid')}
          />
        </section>
      ) : null}
    </>
  );
}

function SummaryView({ data }: { data: PaymentSummary }) {
  const { t } = useTranslation();
  const { totals } = data;
  return (
    <Stack gap="md">
      {data.latestPeriod === null || data.latest.length === 0 ? (
        <Text data-testid="payments-summary-none">{t('payments.summary.none')}</Text>
      ) : (
        <div>
          <Text fw={700} mb="xs">
            {t('payments.summary.latest')} <PeriodText period={data.latestPeriod} />
          </Text>
          <ul className={classes.latest} data-testid="payments-latest">
            {data.latest.map((payment) => (
              <li key={payment.id} className={classes.latestItem}>
                <span className={classes.latestAmount}>
                  <MoneyText halalas={payment.net} />
                </span>
                <PaymentStatusBadge status={payment.status} />
                <span>{houseBriefName(payment.house, t)}</span>
                <span>
                  {payment.paidAt ? t('payments.summary.paidOn') : t('payments.summary.dueOn')} <PaymentDay payment={payment} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className={classes.totals} data-testid="payments-totals">
        <div>
          <dt>{t('payments.totals.paid', { count: totals.paidCount })}</dt>
          <dd>
            <MoneyText halalas={totals.paidNet} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.totals.deducted')}</dt>
          <dd>
            <MoneyText halalas={totals.paidDeductions} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.totals.additional')}</dt>
          <dd>
            <MoneyText halalas={totals.additionalPaid} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.totals.refunded')}</dt>
          <dd>
            <MoneyText halalas={totals.refunded} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.totals.toRecover')}</dt>
          <dd data-testid="payments-to-recover">
            <MoneyText halalas={totals.toRecover} />
          </dd>
        </div>
      </dl>
    </Stack>
  );
}

function History({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const history = usePaymentHistory(applicationId, page);
  const appealed = useAppealedOf(applicationId);
  // The page shown stays while the next one loads, so the table and its pager (and the focus on it) do not vanish.
  const [kept, setKept] = useState(history.data);
  if (history.data !== undefined && history.data !== kept) setKept(history.data);
  const shown = history.data ?? kept;
  const columns: DataColumn<PaymentRecord>[] = [
    { key: 'period', header: t('payments.history.month'), cell: (row) => <PeriodText period={row.period} /> },
    { key: 'house', header: t('payments.history.house'), cell: (row) => houseBriefName(row.house, t) },
    { key: 'entitlement', header: t('payments.history.entitlement'), cell: (row) => <MoneyText halalas={row.entitlement} /> },
    { key: 'deductions', header: t('payments.history.deductions'), cell: (row) => <DeductionsCell payment={row} /> },
    { key: 'net', header: t('payments.history.net'), cell: (row) => <MoneyText halalas={row.net} /> },
    { key: 'status', header: t('payments.history.status'), cell: (row) => <PaymentStatusBadge status={row.status} /> },
    { key: 'date', header: t('payments.history.date'), cell: (row) => <PaymentDay payment={row} /> },
    {
      key: 'code',
      header: t('payments.history.code'),
      cell: (row) => (
        <Stack gap={2}>
          <CodeText code={row.code} />
          <Text size="sm" c="dimmed">
            {t('payments.history.iban')} <LtrText>{row.iban}</LtrText>
          </Text>
          <PaymentAppeal payment={row} appealed={appealed.data ?? null} />
          <Link
            to={newComplaintPath({ application: row.applicationId, payment: row.id, code: row.code })}
            className={formClasses.link}
            data-testid="payment-complain-link"
          >
            {t('payments.history.complain')} <span className={hidden.hidden}>{t('payments.history.appealWhich', { code: row.code })}</span>
          </Link>
        </Stack>
      ),
    },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="payments-history-title">
      <h3 id="payments-history-title" className={formClasses.sectionTitle}>
        {t('payments.history.title')}
      </h3>
      <ReadState state={{ ...history, data: shown }} loading={t('payments.loading')} failedTestId="payments-history-failed">
        {(data) => (
          <DataTable
            caption={t('payments.history.caption')}
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            empty={t('payments.history.empty')}
            testId="payments-history"
            paging={{ page: data.page, pageSize: data.pageSize || paymentsPageSize, total: data.total, onPage: setPage }}
          />
        )}
      </ReadState>
    </section>
  );
}

function Recoveries({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const messages = useDeductionMessages(applicationId);
  const columns: DataColumn<Recovery>[] = [
    { key: 'message', header: t('payments.recoveries.reason'), cell: (row) => <MessageText text={row.message} /> },
    { key: 'amount', header: t('payments.recoveries.amount'), cell: (row) => <MoneyText halalas={row.amount} /> },
    { key: 'recovered', header: t('payments.recoveries.recovered'), cell: (row) => <MoneyText halalas={row.recovered} /> },
    { key: 'remaining', header: t('payments.recoveries.remaining'), cell: (row) => <MoneyText halalas={row.remaining} /> },
    {
      key: 'since',
      header: t('payments.recoveries.since'),
      cell: (row) => <DateText iso={row.createdAt} />,
    },
    {
      key: 'settled',
      header: t('payments.recoveries.settled'),
      cell: (row) => (row.settledAt ? <DateText iso={row.settledAt} /> : t('payments.recoveries.open')),
    },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="payments-recoveries-title">
      <h3 id="payments-recoveries-title" className={formClasses.sectionTitle}>
        {t('payments.recoveries.title')}
      </h3>
      <Text mb="sm">{t('payments.recoveries.intro')}</Text>
      <ReadState state={messages} loading={t('payments.loading')} failedTestId="payments-recoveries-failed">
        {(data) => (
          <DataTable
            caption={t('payments.recoveries.caption')}
            columns={columns}
            rows={data.recoveries}
            rowKey={(row) => row.id}
            empty={t('payments.recoveries.empty')}
            testId="payments-recoveries"
          />
        )}
      </ReadState>
    </section>
  );
}

function Additional({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const additional = useAdditionalPayments(applicationId);
  const columns: DataColumn<AdditionalPayment>[] = [
    {
      key: 'period',
      header: t('payments.additional.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    {
      key: 'amount',
      header: t('payments.additional.amount'),
      cell: (row) => <MoneyText halalas={row.amount} />,
      sortValue: (row) => row.amount,
    },
    { key: 'reason', header: t('payments.additional.reason'), cell: (row) => <MessageText text={row.reason} /> },
    { key: 'source', header: t('payments.additional.source'), cell: (row) => t(`payments.additional.sourceType.${row.sourceType}`) },
    { key: 'status', header: t('payments.history.status'), cell: (row) => <PaymentStatusBadge status={row.status} /> },
    {
      key: 'date',
      header: t('payments.additional.date'),
      cell: (row) => (row.paidAt ? <DateText iso={row.paidAt} /> : t('payments.additional.notPaid')),
    },
    { key: 'code', header: t('payments.history.code'), cell: (row) => <CodeText code={row.code} /> },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="payments-additional-title">
      <h3 id="payments-additional-title" className={formClasses.sectionTitle}>
        {t('payments.additional.title')}
      </h3>
      <ReadState state={additional} loading={t('payments.loading')} failedTestId="payments-additional-failed">
        {(rows) => (
          <DataTable
            caption={t('payments.additional.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('payments.additional.empty')}
            testId="payments-additional"
            initialSort={{ key: 'period', direction: 'descending' }}
            pageSize={paymentsPageSize}
          />
        )}
      </ReadState>
    </section>
  );
}

function Refunds({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const refunds = useRefunds(applicationId);
  const columns: DataColumn<PaymentRefund>[] = [
    {
      key: 'date',
      header: t('payments.refunds.date'),
      cell: (row) => <DateText iso={row.refundedAt} />,
      sortValue: (row) => row.refundedAt,
    },
    {
      key: 'amount',
      header: t('payments.refunds.amount'),
      cell: (row) => <MoneyText halalas={row.amount} />,
      sortValue: (row) => row.amount,
    },
    { key: 'reason', header: t('payments.refunds.reason'), cell: (row) => <MessageText text={row.reason} /> },
    { key: 'reference', header: t('payments.refunds.reference'), cell: (row) => <CodeText code={row.reference} /> },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="payments-refunds-title">
      <h3 id="payments-refunds-title" className={formClasses.sectionTitle}>
        {t('payments.refunds.title')}
      </h3>
      <ReadState state={refunds} loading={t('payments.loading')} failedTestId="payments-refunds-failed">
        {(rows) => (
          <DataTable
            caption={t('payments.refunds.caption')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('payments.refunds.empty')}
            testId="payments-refunds"
            initialSort={{ key: 'date', direction: 'descending' }}
            pageSize={paymentsPageSize}
          />
        )}
      </ReadState>
    </section>
  );
}

/**
 * A payment's appeal: its appeal when one counts as this payment's (spec §5: the same payment and reason MSG08.7 or
 * MSG08.8), the newest first, with its status; else a link to raise one (decision 060).
 */
function PaymentAppeal({ payment, appealed }: { payment: PaymentRecord; appealed: readonly AppealLite[] | null }) {
  const { t } = useTranslation();
  const appeal = appealed?.find((lite) =>
    isPaymentCodeAppeal({ paymentId: lite.subject.paymentId, reasonCode: lite.reasonCode }, payment.id),
  );
  if (appeal) {
    return (
      <Link to={appealPath(appeal.id)} className={formClasses.link} data-testid="payment-appealed-link">
        {t('payments.history.appealed', { status: t(`appeals.status.${appeal.status}`) })}{' '}
        <span className={hidden.hidden}>{t('payments.history.appealWhich', { code: payment.code })}</span>
      </Link>
    );
  }
  return (
    <Link
      to={raiseAppealPath({ type: 'PAYMENT', application: payment.applicationId, payment: payment.id, reason: '' })}
      className={formClasses.link}
      data-testid="payment-appeal-link"
    >
      {t('payments.history.appeal')} <span className={hidden.hidden}>{t('payments.history.appealWhich', { code: payment.code })}</span>
    </Link>
  );
}
