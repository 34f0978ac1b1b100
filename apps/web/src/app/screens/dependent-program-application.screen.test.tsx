import { sessionStorageKeys } from '@sanad/contract/client';
import type {
  DependentEligibilityRecord,
  DependentIneligibilityRecord,
  DependentPaymentShare,
  DependentPaymentSummary,
} from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import { cycleLookups, house } from '../../test/cycle-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { testSession } from '../../test/session.ts';
import { paths } from '../paths.ts';
import { ComposedDependentApplicationsScreen } from './dependent-program-application.screen.tsx';

const routes = [{ path: paths.dependentProgramApplication, element: <ComposedDependentApplicationsScreen /> }];
const faisal = testSession(
  { id: 'acc-faisal', username: '1010000063', nameAr: 'فيصل العتيبي', nameEn: 'Faisal Alotaibi', role: 'DEPENDENT' },
  { principal: '1010000063', authorities: [{ authority: 'DEPENDENT' }] },
);
const applicant = { nameAr: 'سارة العتيبي', nameEn: 'Sara Alotaibi' };

const month: DependentEligibilityRecord = {
  resultId: 'r-2026-10',
  period: '2026-10',
  programId: 3001,
  cycleStatus: 'PAID',
  paymentDate: '2026-10-10',
  applicationId: 'app-1',
  applicationNumber: 'SSP-2026-0000042',
  applicant,
  house,
  houseOutcome: 'ELIGIBLE',
  houseReasons: [],
  category: 'ADULT',
  counted: true,
  leftOutReason: null,
  standardShare: 60_000,
  share: 8_700,
};
const ineligibleMonth: DependentIneligibilityRecord = {
  resultId: 'r-2026-09',
  period: '2026-09',
  programId: 3001,
  applicationId: 'app-1',
  applicationNumber: 'SSP-2026-0000042',
  applicant,
  house,
  scope: 'HOUSE',
  reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'Income reaches the standard' }],
};
const share: DependentPaymentShare = {
  paymentId: 'pay-2026-10',
  paymentCode: 'P-202610-0000042',
  period: '2026-10',
  programId: 3001,
  applicationId: 'app-1',
  applicationNumber: 'SSP-2026-0000042',
  applicant,
  house,
  category: 'ADULT',
  share: 8_700,
  status: 'PAID',
  scheduledFor: '2026-10-10',
  paidAt: '2026-10-10T06:00:00.000Z',
};
const shareSummary: DependentPaymentSummary = {
  latest: share,
  totals: { paidCount: 2, paidShares: 17_400 },
  months: [
    { period: '2026-09', share: 8_700, status: 'PAID' },
    { period: '2026-10', share: 8_700, status: 'PAID' },
  ],
};

function api(empty = false) {
  return fakeApi({
    'GET /api/application/load-applicant-applications-for-dependent': { body: [] },
    'POST /api/eligibility/load/dependent-eligibility-history': { body: empty ? [] : [month] },
    'POST /api/eligibility/load/dependent-ineligibility-reason-history': { body: empty ? [] : [ineligibleMonth] },
    'POST /api/payment/load/dependent-payment-summary': {
      body: empty ? { latest: null, totals: { paidCount: 0, paidShares: 0 }, months: [] } : shareSummary,
    },
    'POST /api/payment/load/dependent-payment-history': {
      body: empty ? { items: [], page: 0, pageSize: 12, total: 0 } : { items: [share], page: 0, pageSize: 12, total: 1 },
    },
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(faisal));
});

describe("the dependent's view of their own eligibility and share", () => {
  it('shows Faisal his own months and his share, asking only for his own records', async () => {
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    const [row] = await screen.findAllByTestId('dependent-eligibility-history-row');
    expect(row).toHaveTextContent('October 2026');
    expect(row).toHaveTextContent('Sara Alotaibi');
    expect(row).toHaveTextContent('Counted as adult');
    expect(row).toHaveTextContent('SAR 87.00');
    const [ineligible] = await screen.findAllByTestId('dependent-ineligibility-history-row');
    expect(ineligible).toHaveTextContent('Income reaches the standard');

    const payments = await screen.findByTestId('dependent-payments');
    expect(await within(payments).findByTestId('dependent-latest-share')).toHaveTextContent(
      "Your latest share of Sara Alotaibi's payment: SAR 87.00 (October 2026) Paid",
    );
    expect(within(payments).getByTestId('dependent-total-shares')).toHaveTextContent('SAR 174.00');
    expect(within(payments).getAllByTestId('dependent-chart-table-row')).toHaveLength(2);
    expect(await screen.findAllByTestId('dependent-shares-row')).toHaveLength(1);

    // Only the person's own reads, each for his own national ID; nothing of the household's incomes or totals.
    const cycleCalls = calls.calls.filter((call) => !call.path.startsWith('/api/application/'));
    expect(cycleCalls.map((call) => call.path).sort()).toEqual([
      '/api/eligibility/load/dependent-eligibility-history',
      '/api/eligibility/load/dependent-ineligibility-reason-history',
      '/api/payment/load/dependent-payment-history',
      '/api/payment/load/dependent-payment-summary',
    ]);
    for (const call of cycleCalls) {
      const body = call.body as Record<string, unknown>;
      expect(body.dependent_NIN ?? body.dependentNin).toBe('1010000063');
    }
    expect(screen.queryByText(/Counted income|Standard|Still to recover|Deducted/)).not.toBeInTheDocument();
  });

  it('says in Arabic when no month counts him yet', async () => {
    api(true);
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.dependentProgramApplication });
    expect(await screen.findByTestId('dependent-eligibility-history-empty')).toHaveTextContent('لم يُنشر بعد أي شهر يحتسبك.');
    expect(await screen.findByTestId('dependent-payments-none')).toHaveTextContent('لم تُصرف بعد دفعة تحتسبك.');
    expect(screen.getByTestId('dependent-total-shares')).toHaveTextContent(/0\.00/);
    expect(screen.getByText('حصصك المصروفة (لا شيء بعد)')).toBeInTheDocument();
    expect(await screen.findByTestId('dependent-shares-empty')).toHaveTextContent('لا توجد حصص بعد.');
  });

  it('asks nothing of the cycles for an applicant who opens the page', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    const calls = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    expect(screen.getByTestId('dependent-applications-not-dependent')).toBeInTheDocument();
    expect(calls.calls).toEqual([]);
  });
});
