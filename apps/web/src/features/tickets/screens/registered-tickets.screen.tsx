import type { TicketSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, requestsPageWords } from '../../../components/cycle/requests-page.tsx';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { searchWithParam } from '../../../lib/search-params.ts';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { useRegisteredTickets, useTicketDetails } from '../api/tickets-api.ts';
import { TicketDetailsSection } from '../components/ticket-details.tsx';
import { TicketStatusTag } from '../components/ticket-status-tag.tsx';

/**
 * /registered-tickets (spec §2; decision 064): the tickets opened with the signed-in person's national ID, newest
 * first, each with its status tag and its service-level clock; `?id=` opens one with its thread, where the person
 * replies or closes it. Tickets are opened on /tickets, as a visitor.
 */
export function RegisteredTicketsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = ['APPLICANT', 'DEPENDENT', 'WHITE_LISTED_APPLICANT'].some((role) => hasAuthority(session, role));
  const [page, setPage] = useState(0);
  const tickets = useRegisteredTickets(allowed, page);
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useTicketDetails(allowed ? chosen : null);

  const columns: DataColumn<TicketSummary>[] = [
    { key: 'number', header: t('tickets.list.number'), cell: (row) => <CodeText code={row.ticketNumber} /> },
    { key: 'type', header: t('tickets.list.type'), cell: (row) => row.ticketType.name },
    { key: 'category', header: t('tickets.list.category'), cell: (row) => `${row.category.name} — ${row.subCategory.name}` },
    { key: 'status', header: t('tickets.list.status'), cell: (row) => <TicketStatusTag status={row.status} /> },
    {
      key: 'clock',
      header: t('tickets.list.clock'),
      cell: (row) => <ServiceClockText clock={row.clock} wording="tickets.clock" testId="ticket-clock" />,
    },
    {
      key: 'open',
      header: t('tickets.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="ticket-open">
          {t('tickets.list.open')} <span className={hidden.hidden}>{t('tickets.list.openWhich', { number: row.ticketNumber })}</span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="tickets"
      words={requestsPageWords('tickets')}
      allowed={allowed}
      list={tickets}
      columns={columns}
      onPage={setPage}
      backTo={paths.home}
      details={
        chosen ? (
          <ReadState state={details} loading={t('tickets.loading')} failedTestId="ticket-details-failed">
            {(ticket) => (
              <TicketDetailsSection
                ticket={ticket}
                back={
                  <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                    {t('tickets.details.back')}
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
