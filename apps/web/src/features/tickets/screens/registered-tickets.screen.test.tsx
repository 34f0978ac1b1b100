import { sessionStorageKeys } from '@sanad/contract/client';
import type { TicketDetails, TicketSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { RegisteredTicketsScreen } from './registered-tickets.screen.tsx';

const routes = [{ path: paths.registeredTickets, element: <RegisteredTicketsScreen /> }];
const clock = {
  raisedAt: '2026-05-03T06:00:00.000Z',
  promisedBy: '2026-05-10',
  workingDaysLeft: 5,
  overdue: false,
  paused: false,
  pausedWorkingDays: 0,
  documentsDueAt: null,
  decidedAt: null,
};
const named = (code: string, name: string) => ({ code, name });
const answered: TicketSummary = {
  id: 't-1',
  ticketNumber: 'TK-2026-000001',
  status: 'ANSWERED',
  ticketType: named('INQUIRY', 'Inquiry'),
  category: named('ELIGIBILITY', 'Eligibility'),
  subCategory: named('ELIGIBILITY_RESULT', 'Eligibility result'),
  clock: { ...clock, paused: true },
};
const closed: TicketSummary = {
  ...answered,
  id: 't-2',
  ticketNumber: 'TK-2026-000002',
  status: 'CLOSED',
  clock: { ...clock, workingDaysLeft: null, decidedAt: '2026-05-05T06:00:00.000Z' },
};
const details: TicketDetails = {
  ...answered,
  description: 'Why was my household found not eligible?',
  maskedMobile: '05******67',
  file: { fileName: 'statement.pdf', sizeBytes: 1200 },
  messages: [{ by: 'CASE_WORKER', text: 'Your income was above the threshold.', at: '2026-05-04T06:00:00.000Z' }],
  history: [
    { from: null, to: 'OPEN', by: 'APPLICANT', at: '2026-05-03T06:00:00.000Z' },
    { from: 'OPEN', to: 'ANSWERED', by: 'CASE_WORKER', at: '2026-05-04T06:00:00.000Z' },
  ],
};
const listPath = 'GET /api/tickets/registered-tickets/0/10';
const list = { items: [answered, closed], page: 0, pageSize: 10, total: 2 };

beforeEach(() => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession())));

describe('the registered tickets (/registered-tickets)', () => {
  it('lists the tickets with their status tags and clocks, and opens one with its thread', async () => {
    fakeApi({ [listPath]: { body: list }, 'GET /api/tickets/ticket-details/t-1': { body: details } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.registeredTickets });
    const rows = await screen.findAllByTestId('tickets-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Answered');
    expect(rows[0]).toHaveTextContent('Answered, waiting for you: the clock stands');
    expect(rows[1]).toHaveTextContent('Closed within the promise');
    expect(rows.map((row) => within(row).getByTestId('ticket-status').getAttribute('data-tone'))).toEqual(['success', 'neutral']);
    await userEvent.click(within(rows[0]!).getByRole('link', { name: /Open\s+\(ticket TK-2026-000001\)/ }));
    const section = await screen.findByTestId('ticket-details');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Ticket TK-2026-000001');
    expect(within(section).getByTestId('ticket-file')).toHaveTextContent('statement.pdf');
    expect(within(section).getAllByTestId('ticket-message')[0]).toHaveTextContent('Your income was above the threshold.');
    expect(within(section).getAllByTestId('ticket-history-row')).toHaveLength(2);
  });

  it('sends a reply and closes the ticket', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [listPath]: { body: list },
      'GET /api/tickets/ticket-details/t-1': { body: details },
      'POST /api/tickets/reply': { body: { ...details, status: 'IN_PROGRESS' } },
      'POST /api/tickets/close': { body: { ...details, status: 'CLOSED' } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.registeredTickets}?id=t-1` });
    const form = await screen.findByTestId('ticket-reply-form');
    await user.type(within(form).getByLabelText(/Your reply/), 'My salary stopped in March.');
    await user.click(within(form).getByTestId('ticket-reply-submit'));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/tickets/reply')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tickets/reply')[0]?.body).toEqual({
      ticketNumber: 'TK-2026-000001',
      reply: 'My salary stopped in March.',
    });
    await user.click(screen.getByTestId('ticket-close'));
    await user.click(await screen.findByRole('button', { name: 'Close the ticket' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/tickets/close')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tickets/close')[0]?.body).toEqual({ ticketNumber: 'TK-2026-000001' });
  });

  it('names the statuses in Arabic and shows no reply form on a closed ticket', async () => {
    fakeApi({ [listPath]: { body: list }, 'GET /api/tickets/ticket-details/t-2': { body: { ...details, ...closed } } });
    await renderWithApp(<></>, { language: 'ar', routes, path: `${paths.registeredTickets}?id=t-2` });
    const rows = await screen.findAllByTestId('tickets-row');
    expect(rows[0]).toHaveTextContent('تم الرد');
    expect(rows[1]).toHaveTextContent('مغلقة');
    await screen.findByTestId('ticket-details');
    expect(screen.queryByTestId('ticket-reply-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-close')).not.toBeInTheDocument();
  });
});
