import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { HistoryAppeal, HistoryBeneficiary, HistoryPayment } from '@sanad/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { searchWithParam } from '../../../lib/search-params.ts';
import { Trans, useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useHistoryAppeals, useHistoryFiles, useHistoryPayments } from '../api/history-data-api.ts';

const readers = ['APPLICANT', 'WHITE_LISTED_APPLICANT', 'DEPENDENT'] as const;

/** An old-system code (a status, a decision) in words when we know it, else as the old system recorded it. */
function oldCode(kind: 'file' | 'payment' | 'decision', code: string, t: TFunction): string {
  const key = `historyData.code.${kind}.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/**
 * /history-data (spec §2; DOMAIN.md "History data"): the old system's files of the signed-in person, each opened with
 * `?file=<id>` to its payments and appeals. Read only. Only people the old system knew (applicants and dependents)
 * read it; anyone else is told so without a call the server would refuse (a 403 ends the session).
 */
export function HistoryDataScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = readers.some((role) => hasAuthority(session, role));
  const files = useHistoryFiles(allowed);
  const [params] = useSearchParams();
  const chosen = params.get('file');
  const { language } = useLanguage();

  const columns: DataColumn<HistoryBeneficiary>[] = [
    { key: 'number', header: t('historyData.files.number'), cell: (row) => <CodeText code={row.fileNumber} /> },
    {
      key: 'program',
      header: t('historyData.files.program'),
      cell: (row) => nameIn({ nameAr: row.programNameAr, nameEn: row.programNameEn }, language),
    },
    { key: 'status', header: t('historyData.files.status'), cell: (row) => oldCode('file', row.status, t) },
    {
      key: 'registered',
      header: t('historyData.files.registered'),
      cell: (row) => <DateText iso={row.registeredOn} />,
      sortValue: (row) => row.registeredOn,
    },
    {
      key: 'closed',
      header: t('historyData.files.closed'),
      cell: (row) => (row.closedOn ? <DateText iso={row.closedOn} /> : t('historyData.files.stillOpen')),
    },
    {
      key: 'members',
      header: t('historyData.files.members'),
      cell: (row) => t('historyData.files.membersCount', { count: row.membersCount }),
    },
    { key: 'office', header: t('historyData.files.office'), cell: (row) => (row.officeCode ? <LtrText>{row.officeCode}</LtrText> : '—') },
    {
      key: 'open',
      header: t('historyData.files.records'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'file', row.id) }} className={formClasses.link} data-testid="history-file-open">
          {t('historyData.files.open')}{' '}
          <span className={hidden.hidden}>{t('historyData.files.openWhich', { number: row.fileNumber })}</span>
        </Link>
      ),
    },
  ];

  return (
    <Stack gap="lg" data-testid="history-data-screen">
      <PageHeading>{t('historyData.title')}</PageHeading>
      {allowed ? (
        <>
          <Text>{t('historyData.intro')}</Text>
          <section className={formClasses.card} aria-labelledby="history-files-title">
            <h2 id="history-files-title" className={formClasses.sectionTitle}>
              {t('historyData.files.title')}
            </h2>
            <ReadState state={files} loading={t('historyData.loading')} failedTestId="history-files-failed">
              {(rows) => (
                <DataTable
                  caption={t('historyData.files.caption')}
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.id}
                  empty={t('historyData.files.empty')}
                  testId="history-files"
                  initialSort={{ key: 'registered', direction: 'descending' }}
                  pageSize={12}
                />
              )}
            </ReadState>
          </section>
          {chosen ? (
            <FileRecords
              key={chosen}
              fileId={chosen}
              file={files.data?.find((file) => file.id === chosen) ?? null}
              back={
                <Link to={{ search: searchWithParam(params, 'file', null) }} className={formClasses.link}>
                  {t('historyData.records.close')}
                </Link>
              }
            />
          ) : null}
        </>
      ) : (
        <Alert color="blue" data-testid="history-data-not-allowed">
          {t('historyData.notAllowed')}
        </Alert>
      )}
      <div>
        <Button component={Link} to={paths.home} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}

/** One old file's payments and appeals; its heading takes focus when opened. */
function FileRecords({ fileId, file, back }: { fileId: string; file: HistoryBeneficiary | null; back: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const payments = useHistoryPayments(fileId);
  const appeals = useHistoryAppeals(fileId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const paymentColumns: DataColumn<HistoryPayment>[] = [
    {
      key: 'period',
      header: t('historyData.payments.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    {
      key: 'amount',
      header: t('historyData.payments.amount'),
      cell: (row) => <MoneyText halalas={row.amount} />,
      sortValue: (row) => row.amount,
    },
    { key: 'status', header: t('historyData.payments.status'), cell: (row) => oldCode('payment', row.status, t) },
    { key: 'paid', header: t('historyData.payments.paidOn'), cell: (row) => (row.paidOn ? <DateText iso={row.paidOn} /> : '—') },
  ];
  const appealColumns: DataColumn<HistoryAppeal>[] = [
    { key: 'number', header: t('historyData.appeals.number'), cell: (row) => <CodeText code={row.appealNumber} /> },
    {
      key: 'subject',
      header: t('historyData.appeals.subject'),
      cell: (row) => nameIn({ nameAr: row.subjectAr, nameEn: row.subjectEn }, language),
    },
    { key: 'decision', header: t('historyData.appeals.decision'), cell: (row) => oldCode('decision', row.decision, t) },
    {
      key: 'submitted',
      header: t('historyData.appeals.submitted'),
      cell: (row) => <DateText iso={row.submittedOn} />,
      sortValue: (row) => row.submittedOn,
    },
    { key: 'decided', header: t('historyData.appeals.decided'), cell: (row) => (row.decidedOn ? <DateText iso={row.decidedOn} /> : '—') },
  ];

  return (
    <section className={formClasses.card} aria-labelledby="history-records-title" data-testid="history-records">
      <Stack gap="md">
        <h2 id="history-records-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {file ? (
            <Trans
              i18nKey="historyData.records.title"
              values={{ number: file.fileNumber }}
              components={{ num: <CodeText code={file.fileNumber} /> }}
            />
          ) : (
            t('historyData.records.titleUnknown')
          )}
        </h2>
        <div>
          <h3 className={formClasses.sectionTitle}>{t('historyData.payments.title')}</h3>
          <ReadState state={payments} loading={t('historyData.loading')} failedTestId="history-payments-failed">
            {(rows) => (
              <DataTable
                caption={t('historyData.payments.caption')}
                columns={paymentColumns}
                rows={rows}
                rowKey={(row) => row.id}
                empty={t('historyData.payments.empty')}
                testId="history-payments"
                initialSort={{ key: 'period', direction: 'descending' }}
                pageSize={12}
              />
            )}
          </ReadState>
        </div>
        <div>
          <h3 className={formClasses.sectionTitle}>{t('historyData.appeals.title')}</h3>
          <ReadState state={appeals} loading={t('historyData.loading')} failedTestId="history-appeals-failed">
            {(rows) => (
              <DataTable
                caption={t('historyData.appeals.caption')}
                columns={appealColumns}
                rows={rows}
                rowKey={(row) => row.id}
                empty={t('historyData.appeals.empty')}
                testId="history-appeals"
                initialSort={{ key: 'submitted', direction: 'descending' }}
                pageSize={12}
              />
            )}
          </ReadState>
        </div>
        <div>{back}</div>
      </Stack>
    </section>
  );
}
