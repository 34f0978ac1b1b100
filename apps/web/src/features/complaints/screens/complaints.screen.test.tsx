import { sessionStorageKeys } from '@sanad/contract/client';
import type { ComplaintDetails, ComplaintSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complaintPath, newComplaintPath, paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ComplaintsScreen } from './complaints.screen.tsx';
import { NewComplaintScreen } from './new-complaint.screen.tsx';

const routes = [
  { path: paths.complaints, element: <ComplaintsScreen /> },
  { path: paths.newComplaint, element: <NewComplaintScreen /> },
];

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
const payment = { id: 'p-1', code: 'P-202605-0000001', period: '2026-05', amount: 136_000 };
const waiting: ComplaintSummary = {
  id: 'c-1',
  paymentComplainNbr: 'PC-2026-000001',
  status: 'NEED_INFO',
  category: { code: 'PAYMENT_NOT_RECEIVED', name: 'Payment not received' },
  payment,
  clock: { ...clock, paused: true, documentsDueAt: '2026-05-20T06:00:00.000Z' },
};
const resolved: ComplaintSummary = {
  ...waiting,
  id: 'c-2',
  paymentComplainNbr: 'PC-2026-000002',
  status: 'RESOLVED',
  clock: { ...clock, workingDaysLeft: null, decidedAt: '2026-05-06T06:00:00.000Z' },
};
const rejected: ComplaintSummary = { ...resolved, id: 'c-3', paymentComplainNbr: 'PC-2026-000003', status: 'REJECTED' };
const details: ComplaintDetails = {
  ...waiting,
  description: 'The payment never reached my account.',
  files: [{ id: 'f-1', fileName: 'statement.pdf', addedAt: '2026-05-03T06:00:00.000Z' }],
  infoRequest: 'Send the statement of the account for May.',
  resolution: null,
  history: [
    { from: null, to: 'NEW', by: 'APPLICANT', comment: null, at: '2026-05-03T06:00:00.000Z' },
    { from: 'NEW', to: 'UNDER_PROCESSING', by: 'CASE_WORKER', comment: null, at: '2026-05-04T06:00:00.000Z' },
    { from: 'UNDER_PROCESSING', to: 'NEED_INFO', by: 'CASE_WORKER', comment: 'Send the statement', at: '2026-05-04T07:00:00.000Z' },
  ],
};
const list = { items: [waiting, resolved, rejected], page: 0, pageSize: 10, total: 3 };
const listPath = 'GET /api/complaints/complaints-list/0/10';

beforeEach(() => {
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({ complaintCategory: [{ code: 'PAYMENT_NOT_RECEIVED', nameAr: 'لم تصل الدفعة', nameEn: 'Payment not received' }] }),
  );
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the payment complaints list', () => {
  it('lists the complaints with their status tags and clocks, and opens one with its history', async () => {
    fakeApi({ [listPath]: { body: list }, 'GET /api/complaints/complaint-details/c-1': { body: details } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.complaints });
    const rows = await screen.findAllByTestId('complaints-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Your answer needed');
    expect(rows[0]).toHaveTextContent('Waiting for your answer: the clock stands');
    // The wait has an end (decision 068): after it the complaint is studied as it stands.
    expect(rows[0]).toHaveTextContent(/Answer by .*20.*; after that your complaint is studied as it stands\./);
    expect(rows[1]).toHaveTextContent('Answered within the promise');
    expect(rows.map((row) => within(row).getByTestId('complaint-status').getAttribute('data-tone'))).toEqual(['info', 'success', 'danger']);
    await userEvent.click(within(rows[0]!).getByRole('link', { name: /Open\s+\(complaint PC-2026-000001\)/ }));
    const section = await screen.findByTestId('complaint-details');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Complaint PC-2026-000001');
    expect(within(section).getByTestId('complaint-files')).toHaveTextContent('statement.pdf');
    expect(within(section).getByTestId('complaint-info-request')).toHaveTextContent('Send the statement of the account for May.');
    expect(within(section).getAllByTestId('complaint-history-row')).toHaveLength(3);
  });

  it('answers a request for information with updatePaymentComplainRequest', async () => {
    const api = fakeApi({
      [listPath]: { body: list },
      'GET /api/complaints/complaint-details/c-1': { body: details },
      'POST /api/complaints/updatePaymentComplainRequest': { body: { ...details, status: 'UNDER_PROCESSING', infoRequest: null } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: complaintPath('c-1') });
    const form = await screen.findByTestId('complaint-reply-form');
    await userEvent.type(within(form).getByLabelText(/Your answer/), 'The statement shows nothing arrived.');
    await userEvent.click(within(form).getByTestId('complaint-reply-submit'));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/complaints/updatePaymentComplainRequest')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/complaints/updatePaymentComplainRequest')[0]?.body).toEqual({
      paymentComplainNbr: 'PC-2026-000001',
      reply: 'The statement shows nothing arrived.',
      paymentComplainMap: { attachmentIds: [] },
    });
  });

  it('names the statuses in Arabic', async () => {
    fakeApi({ [listPath]: { body: list } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.complaints });
    const rows = await screen.findAllByTestId('complaints-row');
    expect(rows[0]).toHaveTextContent('بانتظار ردك');
    expect(rows[2]).toHaveTextContent('مرفوضة');
  });
});

describe('a new payment complaint', () => {
  const path = newComplaintPath({ application: 'app-1', payment: 'p-1', code: 'P-202605-0000001' });

  it('sends the category, the words and the payment, then opens the complaint', async () => {
    const api = fakeApi({
      'POST /api/complaints/create': { body: { ...details, status: 'NEW', infoRequest: null } },
      [listPath]: { body: list },
      'GET /api/complaints/complaint-details/c-1': { body: { ...details, status: 'NEW', infoRequest: null } },
    });
    await renderWithApp(<></>, { language: 'en', routes, path });
    const form = await screen.findByTestId('new-complaint-form');
    expect(form).toHaveTextContent('P-202605-0000001');
    await userEvent.selectOptions(within(form).getByLabelText(/Kind of problem/), 'PAYMENT_NOT_RECEIVED');
    await userEvent.type(within(form).getByLabelText(/What happened/), 'The payment never reached my account.');
    await userEvent.click(within(form).getByTestId('new-complaint-submit'));
    expect(await screen.findByTestId('complaint-details')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/complaints/create')[0]?.body).toEqual({
      paymentId: 'p-1',
      category: 'PAYMENT_NOT_RECEIVED',
      description: 'The payment never reached my account.',
      paymentComplainMap: { attachmentIds: [] },
    });
  });

  it('shows the error text of a refused creation (spec §8), keeping what was typed', async () => {
    fakeApi({
      'POST /api/complaints/create': {
        status: 409,
        body: { code: 'COMPLAINT_ALREADY_OPEN', message: 'You already have an open complaint about this payment (PC-2026-000001).' },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path });
    const form = await screen.findByTestId('new-complaint-form');
    await userEvent.selectOptions(within(form).getByLabelText(/Kind of problem/), 'PAYMENT_NOT_RECEIVED');
    const words = within(form).getByLabelText(/What happened/);
    await userEvent.type(words, 'The payment never reached my account.');
    await userEvent.click(within(form).getByTestId('new-complaint-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent(
      'You already have an open complaint about this payment (PC-2026-000001).',
    );
    expect(words).toHaveValue('The payment never reached my account.');
  });
});
