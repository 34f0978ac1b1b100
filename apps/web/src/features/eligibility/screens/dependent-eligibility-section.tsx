import { Stack, Text } from '@mantine/core';
import type { DependentEligibilityRecord, DependentIneligibilityRecord } from '@sanad/contract';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { useDependentEligibilityHistory, useDependentIneligibilityHistory } from '../api/eligibility-api.ts';
import { reasonsLine } from '../../../components/why/reasons-list.tsx';
import { reasonText } from '../../../components/why/why-sentences.ts';

/**
 * A dependent's own months (dependent-eligibility-history, dependent-ineligibility-reason-history, for their own NIN):
 * whose household, whether they were counted (or why not), as what, and their share of what was paid. The household's
 * incomes, assets and totals are not theirs to read and are not in these answers.
 */
export function DependentEligibilitySection({ nin }: { nin: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const history = useDependentEligibilityHistory(nin);
  const ineligible = useDependentIneligibilityHistory(nin);
  const columns: DataColumn<DependentEligibilityRecord>[] = [
    {
      key: 'period',
      header: t('eligibility.history.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    { key: 'applicant', header: t('dependentCycle.applicant'), cell: (row) => nameIn(row.applicant, language) },
    { key: 'house', header: t('eligibility.history.house'), cell: (row) => houseBriefName(row.house, t) },
    {
      key: 'outcome',
      header: t('dependentCycle.houseOutcome'),
      cell: (row) => <OutcomeBadge outcome={row.houseOutcome} />,
      sortValue: (row) => t(`cycle.outcome.${row.houseOutcome}`),
    },
    {
      key: 'you',
      header: t('dependentCycle.you'),
      cell: (row) =>
        row.counted
          ? t('dependentCycle.countedAs', { category: t(`why.category.${row.category}`) })
          : t('dependentCycle.leftOut', { reason: reasonText(row.leftOutReason?.code ?? '', t, row.leftOutReason) }),
    },
    { key: 'reasons', header: t('eligibility.history.reasons'), cell: (row) => reasonsLine(row.houseReasons, t, language) },
    { key: 'share', header: t('dependentCycle.share'), cell: (row) => <MoneyText halalas={row.share} />, sortValue: (row) => row.share },
  ];
  const ineligibleColumns: DataColumn<DependentIneligibilityRecord>[] = [
    {
      key: 'period',
      header: t('eligibility.history.month'),
      cell: (row) => <PeriodText period={row.period} />,
      sortValue: (row) => row.period,
    },
    { key: 'applicant', header: t('dependentCycle.applicant'), cell: (row) => nameIn(row.applicant, language) },
    { key: 'house', header: t('eligibility.history.house'), cell: (row) => houseBriefName(row.house, t) },
    { key: 'scope', header: t('dependentCycle.scope'), cell: (row) => t(`dependentCycle.scopeOf.${row.scope}`) },
    { key: 'reasons', header: t('eligibility.history.reasons'), cell: (row) => reasonsLine(row.reasons, t, language) },
  ];
  return (
    <Stack gap="lg">
      <section className={formClasses.card} aria-labelledby="dependent-eligibility-title" data-testid="dependent-eligibility">
        <h2 id="dependent-eligibility-title" className={formClasses.sectionTitle}>
          {t('dependentCycle.eligibilityTitle')}
        </h2>
        <Text mb="sm">{t('dependentCycle.eligibilityIntro')}</Text>
        <ReadState state={history} loading={t('eligibility.history.loading')} failedTestId="dependent-eligibility-failed">
          {(rows) => (
            <DataTable
              caption={t('dependentCycle.eligibilityCaption')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.resultId}
              empty={t('dependentCycle.eligibilityEmpty')}
              testId="dependent-eligibility-history"
              initialSort={{ key: 'period', direction: 'descending' }}
              pageSize={12}
            />
          )}
        </ReadState>
      </section>
      <section className={formClasses.card} aria-labelledby="dependent-ineligibility-title" data-testid="dependent-ineligibility">
        <h2 id="dependent-ineligibility-title" className={formClasses.sectionTitle}>
          {t('dependentCycle.ineligibilityTitle')}
        </h2>
        <ReadState state={ineligible} loading={t('eligibility.history.loading')} failedTestId="dependent-ineligibility-failed">
          {(rows) => (
            <DataTable
              caption={t('dependentCycle.ineligibilityCaption')}
              columns={ineligibleColumns}
              rows={rows}
              rowKey={(row) => `${row.resultId}-${row.scope}`}
              empty={t('dependentCycle.ineligibilityEmpty')}
              testId="dependent-ineligibility-history"
              initialSort={{ key: 'period', direction: 'descending' }}
              pageSize={12}
            />
          )}
        </ReadState>
      </section>
    </Stack>
  );
}
