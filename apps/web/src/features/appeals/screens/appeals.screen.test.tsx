import { sessionStorageKeys } from '@sanad/contract/client';
import type { AppealDetails, AppealSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AppealsScreen } from './appeals.screen.tsx';

const routes = [{ path: paths.appeals, element: <AppealsScreen /> }];

const clock = {
  raisedAt: '2026-05-03T06:00:00.000Z',
  promisedBy: '2026-05-24',
  workingDaysLeft: 11,
  overdue: false,
  paused: false,
  pausedWorkingDays: 0,
  documentsDueAt: null,
  decidedAt: null,
};
const subject = {
  type: 'HOUSE' as const,
  applicationId: 'app-1',
  period: '2026-05',
  houseId: 'h-1',
  dependentId: null,
  paymentId: null,
  paymentCode: null,
};
const open: AppealSummary = {
  id: 'ap-1',
  appealNbr: 'AP-2026-000001',
  status: 6013,
  subject,
  reason: { code: 'INCOME_ABOVE_STANDARD', message: "The household's counted income reaches the standard" },
  clock: { ...clock, paused: true, documentsDueAt: '2026-06-06T06:00:00.000Z' },
};
const approved: AppealSummary = {
  ...open,
  id: 'ap-2',
  appealNbr: 'AP-2026-000002',
  status: 6011,
  clock: { ...clock, workingDaysLeft: null, decidedAt: '2026-05-20T06:00:00.000Z' },
};
const rejected: AppealSummary = { ...approved, id: 'ap-3', appealNbr: 'AP-2026-000003', status: 6012 };
const details: AppealDetails = {
  ...approved,
  description: 'The temporary contract ended.',
  neededDocumentsList: [{ documentType: 'INCOME_PROOF', name: 'Proof of income', provided: true }],
  files: [
    {
      id: 'f-1',
      fileName: 'salary.pdf',
      documentType: 'INCOME_PROOF',
      contentType: 'application/pdf',
      sizeBytes: 1024,
      addedAt: '2026-05-03T06:00:00.000Z',
    },
  ],
  decisionComment: 'The contract ended',
  additionalPayment: { code: 'AP-202605-0000002', amount: 45_000, status: 'PAID' },
  history: [
    { from: null, to: 6007, by: 'APPLICANT', comment: null, at: '2026-05-03T06:00:00.000Z' },
    { from: 6007, to: 6008, by: 'CASE_WORKER', comment: null, at: '2026-05-04T06:00:00.000Z' },
    { from: 6008, to: 6011, by: 'CASE_WORKER', comment: 'The contract ended', at: '2026-05-20T06:00:00.000Z' },
  ],
};
const page = { items: [open, approved, rejected], page: 0, pageSize: 10, total: 3 };

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify({}));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the appeals list', () => {
  it('lists the appeals with their status tags and clocks, and opens one with its history and payment', async () => {
    fakeApi({
      'POST /api/appeal-management/load-appeals-by-filter': { body: page },
      'GET /api/appeal-management/appeal-details/ap-2': { body: details },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.appeals });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My appeals');
    const rows = await screen.findAllByTestId('appeals-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Documents needed');
    expect(rows[0]).toHaveTextContent('Waiting for your documents: the clock stands');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('Decided within the promise (24 May 2026');
    // Spec §4: approved is success, rejected danger, every other status info.
    expect(rows.map((row) => within(row).getByTestId('appeal-status').getAttribute('data-tone'))).toEqual(['info', 'success', 'danger']);
    await userEvent.click(within(rows[1]!).getByRole('link', { name: /Open\s+appeal AP-2026-000002/ }));
    const section = await screen.findByTestId('appeal-details');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Appeal AP-2026-000002');
    expect(within(section).getByTestId('appeal-payment')).toHaveTextContent('SAR 450.00');
    expect(within(section).getByTestId('appeal-comment')).toHaveTextContent('The contract ended');
    const steps = within(section).getAllByTestId('appeal-history-row');
    expect(steps.map((row) => row.textContent)).toEqual([
      expect.stringContaining('You'),
      expect.stringContaining('Under processing'),
      expect.stringContaining('Approved'),
    ]);
  });

  it('takes the documents a case worker asked for', async () => {
    const api = fakeApi({
      'POST /api/appeal-management/load-appeals-by-filter': { body: page },
      'GET /api/appeal-management/appeal-details/ap-1': {
        body: {
          ...details,
          ...open,
          additionalPayment: null,
          decisionComment: 'Send the bank statement',
          neededDocumentsList: [{ documentType: 'BANK_STATEMENT', name: 'Bank statement', provided: false }],
        },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.appeals}?id=ap-1` });
    const form = await screen.findByTestId('appeal-reply-form');
    expect(within(form).getByText('Bank statement (required)')).toBeInTheDocument();
    await userEvent.click(within(form).getByTestId('appeal-reply-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('Upload the documents this appeal needs: Bank statement.');
    expect(api.callsTo('POST', '/api/appeal-management/updateNeededDocuments')).toHaveLength(0);
  });

  it('names the statuses in Arabic', async () => {
    fakeApi({ 'POST /api/appeal-management/load-appeals-by-filter': { body: page } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.appeals });
    const rows = await screen.findAllByTestId('appeals-row');
    expect(rows[2]).toHaveTextContent('مرفوض');
    expect(rows[0]).toHaveTextContent('بانتظار مستندات');
  });

  it('asks nothing for a dependent', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.appeals });
    expect(screen.getByTestId('appeals-not-allowed')).toHaveTextContent('Appeals are raised by the head of household.');
    expect(api.calls).toHaveLength(0);
  });
});
