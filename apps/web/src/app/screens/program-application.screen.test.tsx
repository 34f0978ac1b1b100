import { sessionStorageKeys } from '@sanad/contract/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { details } from '../../features/applications/flow/test-fixtures.ts';
import { cycleLookups, eligibilityDetail, eligibilityRecord, paymentRecord, paymentSummary } from '../../test/cycle-fixtures.ts';
import { whatIfToday } from '../../test/calculator-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { testHouse } from '../../test/household-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { testSession } from '../../test/session.ts';
import { paths } from '../paths.ts';
import { ComposedProgramApplicationScreen } from './program-application.screen.tsx';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const routes = [
  {
    path: paths.programApplication,
    element: (
      <>
        <ComposedProgramApplicationScreen />
        <Address />
      </>
    ),
  },
];

function api(status: 'ELIGIBLE' | 'DRAFT' = 'ELIGIBLE', programId = 3001) {
  return fakeApi({
    'GET /api/application/load-ssp-application-details/app-1': { body: details({ status, programId, allowedActions: [] }) },
    'POST /api/eligibility/load/eligibility-history': { body: [eligibilityRecord({ deductions: 9_000, net: 36_000 })] },
    'POST /api/eligibility/load/ineligibility-reason-history': { body: [] },
    'GET /api/eligibility/load/last-eligibility/app-1/house-1': { body: eligibilityDetail() },
    'POST /api/payment/load/payment-summary': { body: paymentSummary() },
    'POST /api/payment/load/payment-history': { body: { items: [paymentRecord()], page: 0, pageSize: 12, total: 1 } },
    'POST /api/payment/load/deduction-messages': { body: { deductions: [], recoveries: [] } },
    'POST /api/payment/load/additional-payment-history/app-1': { body: [] },
    'POST /api/payment/load/payment-refund-history/app-1': { body: [] },
    'POST /api/eligibility/load/flv-result': { body: null },
    'GET /api/eligibility/flv-eligibility-history/app-1': { body: [] },
    'GET /api/application/load-application-selected-houses/app-1': { body: [testHouse({ id: 'h-1' })] },
    'POST /api/eligibility/what-if': { body: whatIfToday() },
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the application page with its eligibility, payments and pre-check tabs', () => {
  it('opens on the overview as before, reading nothing of the cycles until a tab is opened', async () => {
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1` });
    expect(await screen.findByTestId('application-facts')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Sections of the application' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Eligibility',
      'Payments',
      'Eligibility check',
      'What if',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.calls.map((call) => call.path)).toEqual(['/api/application/load-ssp-application-details/app-1']);

    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/program/application?id=app-1&tab=payments');
    expect(await screen.findByTestId('payments-tab')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByTestId('deduction-message')).toHaveTextContent('Recovery of the support paid twice in June 2026');
    expect(screen.queryByTestId('application-facts')).not.toBeInTheDocument();
  });

  it("lands on a month's why from a link (home's), in Arabic", async () => {
    api();
    await renderWithApp(<></>, {
      language: 'ar',
      routes,
      path: `${paths.programApplication}?id=app-1&tab=eligibility&cycle=2026-10&house=house-1`,
    });
    expect(await screen.findByRole('tab', { name: 'الأهلية' })).toHaveAttribute('aria-selected', 'true');
    const detail = await screen.findByTestId('month-detail');
    expect(await within(detail).findByTestId('what-changed')).toHaveTextContent('ارتفع المبلغ المصروف');
    // Another tab leaves the month behind.
    await userEvent.click(screen.getByRole('tab', { name: 'التحقق من الأهلية' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/program/application?id=app-1&tab=flv'));
    expect(await screen.findByTestId('flv-none')).toBeInTheDocument();
  });

  it('opens the what-if from its tab, in Arabic, on the house as it is today', async () => {
    api();
    await renderWithApp(<></>, { language: 'ar', routes, path: `${paths.programApplication}?id=app-1&tab=whatif` });
    expect(await screen.findByRole('tab', { name: 'ماذا لو' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'ماذا لو' })).toBeInTheDocument();
    const today = await screen.findByTestId('whatif-today-summary');
    expect(today).toHaveTextContent('450.00');
    expect(screen.getAllByTestId('whatif-person')).toHaveLength(3);
  });

  it('offers a draft only the pre-check, and a program without cycles no tabs', async () => {
    api('DRAFT');
    const { unmount } = await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1` });
    await screen.findByTestId('application-facts');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Eligibility check']);
    unmount();

    api('ELIGIBLE', 3003);
    await renderWithApp(<></>, { language: 'en', routes, path: `${paths.programApplication}?id=app-1&tab=payments` });
    await screen.findByTestId('application-facts');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
