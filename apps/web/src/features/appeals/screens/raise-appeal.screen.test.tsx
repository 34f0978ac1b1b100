import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, raiseAppealPath } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AppealsScreen } from './appeals.screen.tsx';
import { RaiseAppealScreen } from './raise-appeal.screen.tsx';

const routes = [
  { path: paths.raiseAppeal, element: <RaiseAppealScreen /> },
  { path: paths.appeals, element: <AppealsScreen /> },
];
const subject = { type: 'HOUSE' as const, application: 'app-1', period: '2026-05', house: 'h-1', reason: 'INCOME_ABOVE_STANDARD' };
const docsPath = '/api/appeal-management/get-required-docs-for-ineligibility-code/INCOME_ABOVE_STANDARD';

beforeEach(() => {
  sessionStorage.setItem(
    sessionStorageKeys.lookups,
    JSON.stringify({
      ineligibilityReason: [{ code: 'INCOME_ABOVE_STANDARD', nameAr: 'الدخل فوق حد الكفاية', nameEn: 'Income above the standard' }],
    }),
  );
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('raising an appeal', () => {
  it('names what is appealed, asks for the words and the documents the reason needs, and checks both before sending', async () => {
    const api = fakeApi({ [`GET ${docsPath}`]: { body: [{ documentType: 'INCOME_PROOF', name: 'Proof of income' }] } });
    await renderWithApp(<></>, { language: 'en', routes, path: raiseAppealPath(subject) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Raise an appeal');
    expect(screen.getByTestId('raise-appeal-reason')).toHaveTextContent('Income above the standard');
    const form = await screen.findByTestId('raise-appeal-form');
    expect(within(form).getByText('Proof of income (required)')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Why do you appeal/), 'Too short');
    await userEvent.click(within(form).getByTestId('raise-appeal-submit'));
    const summary = await screen.findByTestId('error-summary');
    expect(summary).toHaveTextContent('Enter at least 10 characters.');
    expect(summary).toHaveTextContent('Upload the documents this appeal needs: Proof of income.');
    expect(api.callsTo('POST', '/api/appeal-management/raise-appeal')).toHaveLength(0);
  });

  it('sends the appeal for a reason that needs no document and opens it in the list', async () => {
    const raised = {
      id: 'ap-9',
      appealNbr: 'AP-2026-000009',
      status: 6007,
      subject: {
        type: 'HOUSE',
        applicationId: 'app-1',
        period: '2026-05',
        houseId: 'h-1',
        dependentId: null,
        paymentId: null,
        paymentCode: null,
      },
      reason: { code: 'BELOW_MINIMUM', message: 'The entitlement is below the minimum payment' },
      clock: {
        raisedAt: '2026-05-03T06:00:00.000Z',
        promisedBy: '2026-05-24',
        workingDaysLeft: 15,
        overdue: false,
        paused: false,
        pausedWorkingDays: 0,
        documentsDueAt: null,
        decidedAt: null,
      },
      description: 'The amount was worked out on an old salary.',
      neededDocumentsList: [],
      files: [],
      decisionComment: null,
      additionalPayment: null,
      history: [{ from: null, to: 6007, by: 'APPLICANT', comment: null, at: '2026-05-03T06:00:00.000Z' }],
    };
    const api = fakeApi({
      'GET /api/appeal-management/get-required-docs-for-ineligibility-code/BELOW_MINIMUM': { body: [] },
      'POST /api/appeal-management/raise-appeal': { body: raised },
      'POST /api/appeal-management/load-appeals-by-filter': { body: { items: [raised], page: 0, pageSize: 10, total: 1 } },
      'GET /api/appeal-management/appeal-details/ap-9': { body: raised },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: raiseAppealPath({ ...subject, reason: 'BELOW_MINIMUM' }) });
    const form = await screen.findByTestId('raise-appeal-form');
    await userEvent.type(within(form).getByLabelText(/لماذا تعترض/), 'The amount was worked out on an old salary.');
    await userEvent.click(within(form).getByTestId('raise-appeal-submit'));
    expect(await screen.findByTestId('appeal-details')).toHaveTextContent('AP-2026-000009');
    expect(api.callsTo('POST', '/api/appeal-management/raise-appeal')[0]?.body).toEqual({
      subjectType: 'HOUSE',
      applicationId: 'app-1',
      period: '2026-05',
      houseId: 'h-1',
      dependentId: null,
      paymentId: null,
      reasonCode: 'BELOW_MINIMUM',
      description: 'The amount was worked out on an old salary.',
      appealMap: { attachmentIds: [] },
    });
  });

  it('shows the server’s refusal, translated, keeping what was typed', async () => {
    fakeApi({
      [`GET ${docsPath}`]: { body: [] },
      'POST /api/appeal-management/raise-appeal': {
        status: 409,
        body: { code: 'APPEAL_ALREADY_OPEN', message: 'You already have an open appeal on this (AP-2026-000001).' },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: raiseAppealPath(subject) });
    const form = await screen.findByTestId('raise-appeal-form');
    const words = within(form).getByLabelText(/Why do you appeal/);
    await userEvent.type(words, 'The temporary contract ended.');
    await userEvent.click(within(form).getByTestId('raise-appeal-submit'));
    expect(await screen.findByTestId('error-summary')).toHaveTextContent('AP-2026-000001');
    expect(words).toHaveValue('The temporary contract ended.');
  });

  it('asks which is wrong with a payment (spec §5), then the documents of that reason', async () => {
    fakeApi({
      'GET /api/appeal-management/get-required-docs-for-ineligibility-code/MSG08.7': {
        body: [{ documentType: 'BANK_STATEMENT', name: 'Bank statement' }],
      },
    });
    await renderWithApp(<></>, {
      language: 'en',
      routes,
      path: raiseAppealPath({ type: 'PAYMENT', application: 'app-1', payment: 'pay-1', reason: '' }),
    });
    expect(screen.queryByTestId('raise-appeal-form')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('What is wrong with this payment?'), 'The payment did not reach my account');
    const form = await screen.findByTestId('raise-appeal-form');
    expect(within(form).getByText('Bank statement (required)')).toBeInTheDocument();
  });

  it('says where appeals are raised from when the address names nothing', async () => {
    fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.raiseAppeal });
    expect(screen.getByTestId('raise-appeal-not-possible')).toHaveTextContent('eligibility tab');
  });
});
