import type { ComplaintSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, requestsPageWords } from '../../../components/cycle/requests-page.tsx';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { searchWithParam } from '../../../lib/search-params.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useComplaintDetails, useComplaints } from '../api/complaints-api.ts';
import { ComplaintDetailsSection } from '../components/complaint-details.tsx';
import { ComplaintStatusTag } from '../components/complaint-status-tag.tsx';

/**
 * /complaints (decision 062): the head of household's payment complaints, newest first, each with its status tag and
 * its service-level clock; `?id=` opens one with its history and, while a case worker waits, the answer form.
 * Complaints are made from the payment they are about (the application's payments tab).
 */
export function ComplaintsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  const [page, setPage] = useState(0);
  const complaints = useComplaints(allowed, page);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useComplaintDetails(allowed ? chosen : null);

  const columns: DataColumn<ComplaintSummary>[] = [
    { key: 'number', header: t('complaints.list.number'), cell: (row) => <CodeText code={row.paymentComplainNbr} /> },
    {
      key: 'payment',
      header: t('complaints.list.payment'),
      cell: (row) => (
        <>
          <CodeText code={row.payment.code} /> — <PeriodText period={row.payment.period} />
        </>
      ),
    },
    { key: 'category', header: t('complaints.list.category'), cell: (row) => row.category.name },
    { key: 'status', header: t('complaints.list.status'), cell: (row) => <ComplaintStatusTag status={row.status} /> },
    {
      key: 'clock',
      header: t('complaints.list.clock'),
      cell: (row) => <ServiceClockText clock={row.clock} wording="complaints.clock" testId="complaint-clock" />,
    },
    {
      key: 'open',
      header: t('complaints.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="complaint-open">
          {t('complaints.list.open')}{' '}
          <span className={hidden.hidden}>{t('complaints.list.openWhich', { number: row.paymentComplainNbr })}</span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="complaints"
      words={requestsPageWords('complaints')}
      allowed={allowed}
      list={complaints}
      columns={columns}
      onPage={setPage}
      backTo={paths.home}
      details={
        chosen ? (
          <ReadState state={details} loading={t('complaints.loading')} failedTestId="complaint-details-failed">
            {(complaint) => (
              <ComplaintDetailsSection
                complaint={complaint}
                back={
                  <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                    {t('complaints.details.close')}
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
