import type { VisitSummary } from '@sanad/contract';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, requestsPageWords } from '../../../components/cycle/requests-page.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { formatGregorianDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { searchWithParam } from '../../../lib/search-params.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useVisitDetails, useVisits } from '../api/visits-api.ts';
import { VisitDetailsSection } from '../components/visit-details.tsx';
import { VisitStatusTag } from '../components/visit-status-tag.tsx';
import { VisitWindow } from '../components/visit-window.tsx';

/**
 * /visits (spec §2; decision 065): the field visits to the houses the head of household heads, scheduled ones first
 * (soonest first), then past ones, each with its status tag; `?id=` opens one with its result and, while it may still
 * be answered, the confirm and reschedule answers. A dependent is told the head receives them.
 */
export function VisitsScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  const [page, setPage] = useState(0);
  const visits = useVisits(allowed, page);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useVisitDetails(allowed ? chosen : null);

  const columns: DataColumn<VisitSummary>[] = [
    { key: 'when', header: t('visits.list.when'), cell: (row) => <VisitWindow visit={row} /> },
    { key: 'house', header: t('visits.list.house'), cell: (row) => houseBriefName(row.house, t) },
    { key: 'purpose', header: t('visits.list.purpose'), cell: (row) => t(`visits.purpose.${row.purpose}`) },
    {
      key: 'status',
      header: t('visits.list.status'),
      cell: (row) => (
        <>
          <VisitStatusTag status={row.status} />
          {row.status === 'SCHEDULED' && row.answer ? (
            <Text size="sm" c="dimmed" data-testid="visit-answer-tag">
              {t(`visits.answer.${row.answer.kind}`)}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'open',
      header: t('visits.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="visit-open">
          {t('visits.list.open')}{' '}
          <span className={hidden.hidden}>{t('visits.list.openWhich', { date: formatGregorianDate(row.startsAt, language) })}</span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="visits"
      words={requestsPageWords('visits')}
      allowed={allowed}
      list={visits}
      columns={columns}
      onPage={setPage}
      backTo={paths.home}
      details={
        chosen ? (
          <ReadState state={details} loading={t('visits.loading')} failedTestId="visit-details-failed">
            {(visit) => (
              <VisitDetailsSection
                visit={visit}
                back={
                  <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                    {t('visits.details.close')}
                  </Link>
                }
              />
            )}
          </ReadState>
        ) : null
      }
    />
  );
}
