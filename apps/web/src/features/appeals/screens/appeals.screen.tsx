import type { AppealSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, requestsPageWords } from '../../../components/cycle/requests-page.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { searchWithParam } from '../../../lib/search-params.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useAppealDetails, useAppeals } from '../api/appeals-api.ts';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import { AppealDetailsSection } from '../components/appeal-details.tsx';
import { AppealStatusTag } from '../components/appeal-status-tag.tsx';

/**
 * /appeals (decision 060): the head of household's appeals, newest first, each with its status tag (spec §4) and its
 * service-level clock; `?id=` opens one with its documents, decision and history. Appeals are raised from the months
 * and payments they are about (the application's eligibility tab). A dependent is told so without a call the server
 * would refuse (a 403 ends the session).
 */
export function AppealsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  const [page, setPage] = useState(0);
  const appeals = useAppeals(allowed, page);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useAppealDetails(allowed ? chosen : null);

  const columns: DataColumn<AppealSummary>[] = [
    { key: 'number', header: t('appeals.list.number'), cell: (row) => <CodeText code={row.appealNbr} /> },
    {
      key: 'subject',
      header: t('appeals.list.subject'),
      cell: (row) => (
        <>
          {t(`appeals.subject.${row.subject.type}`)}
          {row.subject.period ? (
            <>
              {' — '}
              <PeriodText period={row.subject.period} />
            </>
          ) : null}
        </>
      ),
    },
    { key: 'reason', header: t('appeals.list.reason'), cell: (row) => row.reason.message },
    { key: 'status', header: t('appeals.list.status'), cell: (row) => <AppealStatusTag status={row.status} /> },
    {
      key: 'clock',
      header: t('appeals.list.clock'),
      cell: (row) => <ServiceClockText clock={row.clock} wording="appeals.clock" testId="appeal-clock" />,
    },
    {
      key: 'open',
      header: t('appeals.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="appeal-open">
          {t('appeals.list.open')} <span className={hidden.hidden}>{t('appeals.list.openWhich', { number: row.appealNbr })}</span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="appeals"
      words={requestsPageWords('appeals')}
      allowed={allowed}
      list={appeals}
      columns={columns}
      onPage={setPage}
      backTo={paths.home}
      details={
        chosen ? (
          <ReadState state={details} loading={t('appeals.loading')} failedTestId="appeal-details-failed">
            {(appeal) => (
              <AppealDetailsSection
                appeal={appeal}
                back={
                  <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                    {t('appeals.details.close')}
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
