import { sessionStorageKeys } from '@sanad/contract/client';
import type { AdditionalPayment, DeductionMessages, PaymentRefund } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { cycleLookups, paymentRecord, paymentSummary } from '../../../test/cycle-fixtures.ts';
import { fakeApi, type RecordedCall } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { PaymentsTab } from './payments-tab.tsx';

const routes = [{ path: paths.programApplication, element: <PaymentsTab applicationId="app-1" /> }];
const tabPath = `${paths.programApplication}?id=app-1&tab=payments`;

const messages: DeductionMessages = {
  deductions: [],
  recoveries: [
    {
      id: 'rec-1',
      applicationId: 'app-1',
      reasonCode: 'OVERPAYMENT',
      message: 'Recovery of the support paid twice in June 2026',
      amount: 40_000,
      recovered: 9_000,
      remaining: 31_000,
      createdAt: '2026-07-01T08:00:00.000Z',
      settledAt: null,
    },
  ],
};
const additional: AdditionalPayment = {
  id: 'add-1',
  code: 'A-202608-0000001',
  applicationId: 'app-1',
  period: '2026-07',
  amount: 20_000,
  reason: 'Appeal approved for July 2026',
  sourceType: 'APPEAL',
  status: 'PAID',
  iban: 'SA03 **** 7519',
  paidAt: '2026-08-15T08:00:00.000Z',
  createdAt: '2026-08-14T08:00:00.000Z',
};
const refund: PaymentRefund = {
  id: 'ref-1',
  applicationId: 'app-1',
  recoveryId: 'rec-1',
  amount: 5_000,
  reference: 'TRX-889911',
  reason: 'Paid back by bank transfer',
  refundedAt: '2026-09-20T08:00:00.000Z',
};

function api(overrides: Record<string, { body: unknown } | ((call: RecordedCall) => { body: unknown })> = {}) {
  return fakeApi({
    'POST /api/payment/load/payment-summary': { body: paymentSummary() },
    'POST /api/payment/load/payment-history': { body: { items: [paymentRecord()], page: 0, pageSize: 12, total: 1 } },
    'POST /api/payment/load/deduction-messages': { body: messages },
    'POST /api/payment/load/additional-payment-history/app-1': { body: [additional] },
    'POST /api/payment/load/payment-refund-history/app-1': { body: [refund] },
    'GET /api/appeal-management/load-lite-appeals/app-1': { body: [] },
    ...overrides,
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the payments tab', () => {
  it('shows the latest payment, the totals and what is still to recover', async () => {
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const summary = await screen.findByTestId('payments-summary');
    expect(await within(summary).findByTestId('payments-latest')).toHaveTextContent('SAR 360.00');
    expect(summary).toHaveTextContent('Latest month: October 2026');
    expect(within(summary).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(summary).toHaveTextContent('paid on 10 October 2026');
    const totals = within(summary).getByTestId('payments-totals');
    expect(totals).toHaveTextContent('Paid (3 payments)SAR 1,260.00');
    expect(within(totals).getByTestId('payments-to-recover')).toHaveTextContent('SAR 310.00');
    expect(calls.callsTo('POST', '/api/payment/load/payment-summary')[0]?.body).toEqual({ applicationId: 'app-1' });
  });

  it('draws the last twelve months as a chart with a name, a description and the same figures as a table', async () => {
    api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const chart = await screen.findByTestId('payments-chart');
    const image = within(chart).getByRole('img', { name: /Payments of the last twelve months/ });
    expect(image).toHaveAccessibleName(
      /From August 2026 to October 2026\. The highest was SAR\s450\.00 in August 2026; the latest SAR\s360\.00\./,
    );
    expect(within(chart).getAllByTestId('payments-chart-bar')).toHaveLength(3);
    // The table alternative, behind "Show the figures as a table".
    expect(within(chart).getByText('Show the figures as a table')).toBeInTheDocument();
    const rows = within(chart).getAllByTestId('payments-chart-table-row');
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'August 2026SAR 450.00Paid',
      'September 2026SAR 450.00Failed',
      'October 2026SAR 360.00Paid',
    ]);
  });

  it('keeps a month without a payment in the chart and its table, saying so', async () => {
    api({
      'POST /api/payment/load/payment-summary': {
        body: paymentSummary({
          months: [
            { period: '2026-04', entitlement: 45_000, deductions: 0, net: 45_000, status: 'PAID' },
            { period: '2026-06', entitlement: 45_000, deductions: 0, net: 45_000, status: 'PAID' },
          ],
        }),
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const chart = await screen.findByTestId('payments-chart');
    expect(within(chart).getAllByTestId('payments-chart-bar')).toHaveLength(3);
    expect(within(chart).getAllByTestId('payments-chart-table-row')[1]).toHaveTextContent('May 2026SAR 0.00No payment');
  });

  it('lists each payment with its deductions and their messages, and the over-payment being recovered', async () => {
    api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const [row] = await screen.findAllByTestId('payments-history-row');
    expect(row).toHaveTextContent('October 2026');
    expect(within(row!).getByTestId('deduction-message')).toHaveTextContent('Recovery of the support paid twice in June 2026 (SAR 90.00)');
    expect(row).toHaveTextContent('P-202610-0000042');
    // A payment is appealed from its row (decision 060), the reason chosen on the appeal.
    expect(
      within(row!)
        .getByRole('link', { name: /Appeal this payment\s+\(payment P-202610-0000042\)/ })
        .getAttribute('href'),
    ).toMatch(/^\/appeals\/raise\?type=PAYMENT&application=[^&]+&payment=[^&]+$/);
    const recovery = (await screen.findAllByTestId('payments-recoveries-row'))[0];
    expect(recovery).toHaveTextContent('Recovery of the support paid twice in June 2026');
    expect(recovery).toHaveTextContent('SAR 310.00');
    expect(recovery).toHaveTextContent('Not yet');
    const extra = (await screen.findAllByTestId('payments-additional-row'))[0];
    expect(extra).toHaveTextContent('July 2026');
    expect(extra).toHaveTextContent('Appeal approved for July 2026');
    expect(extra).toHaveTextContent('15 August 2026');
    const back = (await screen.findAllByTestId('payments-refunds-row'))[0];
    expect(back).toHaveTextContent('TRX-889911');
    expect(back).toHaveTextContent('20 September 2026');
  });

  it('shows the appeal a payment is under by the payment-code rule (spec §5)', async () => {
    const lite = (id: string, reasonCode: string, status: number) => ({
      id,
      appealNbr: `AP-2026-00000${id.length}`,
      status,
      subject: {
        type: 'PAYMENT',
        applicationId: 'app-1',
        period: '2026-10',
        houseId: null,
        dependentId: null,
        paymentId: 'pay-2026-10',
        paymentCode: null,
      },
      reasonCode,
      paymentCodeAppeal: reasonCode.startsWith('MSG08'),
    });
    api({ 'GET /api/appeal-management/load-lite-appeals/app-1': { body: [lite('ap-1', 'MSG08.8', 6008)] } });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const [row] = await screen.findAllByTestId('payments-history-row');
    const appealed = await within(row!).findByTestId('payment-appealed-link');
    expect(appealed).toHaveTextContent('Appealed: Under processing');
    expect(appealed.getAttribute('href')).toBe('/appeals?id=ap-1');
  });

  it('asks the server for the next page of the history', async () => {
    const calls = api({
      'POST /api/payment/load/payment-history': (call) => {
        const page = (call.body as { page?: number }).page ?? 0;
        const items =
          page === 0
            ? [paymentRecord()]
            : [paymentRecord({ id: 'pay-old', period: '2025-01', code: 'P-202501-0000001', deductions: 0, deductionItems: [] })];
        return { body: { items, page, pageSize: 12, total: 13 } };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    await screen.findAllByTestId('payments-history-row');
    const pager = screen.getByTestId('payments-history-pager');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('P-202501-0000001')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/payment/load/payment-history').map((call) => call.body)).toEqual([
      { applicationId: 'app-1', page: 0, pageSize: 12 },
      { applicationId: 'app-1', page: 1, pageSize: 12 },
    ]);
    expect(within(screen.getByTestId('payments-history-pager')).getByText('Showing 13–13 of 13')).toBeInTheDocument();
  });

  it('says in Arabic when nothing has been paid yet', async () => {
    api({
      'POST /api/payment/load/payment-summary': {
        body: paymentSummary({
          latestPeriod: null,
          latest: [],
          months: [],
          totals: { paidCount: 0, paidNet: 0, paidEntitlement: 0, paidDeductions: 0, additionalPaid: 0, refunded: 0, toRecover: 0 },
        }),
      },
      'POST /api/payment/load/payment-history': { body: { items: [], page: 0, pageSize: 12, total: 0 } },
      'POST /api/payment/load/deduction-messages': { body: { deductions: [], recoveries: [] } },
      'POST /api/payment/load/additional-payment-history/app-1': { body: [] },
      'POST /api/payment/load/payment-refund-history/app-1': { body: [] },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: tabPath });
    expect(await screen.findByTestId('payments-summary-none')).toHaveTextContent('لم يُصرف شيء لهذا الطلب بعد.');
    expect(screen.getByTestId('payments-chart-empty')).toHaveTextContent('لم يُصرف أي شهر بعد.');
    expect(await screen.findByTestId('payments-history-empty')).toHaveTextContent('لا توجد دفعات بعد.');
    expect(screen.getByTestId('payments-totals')).toHaveTextContent('المصروف (لا دفعات بعد)');
    expect(await screen.findByTestId('payments-recoveries-empty')).toHaveTextContent('لا يوجد ما يُسترد.');
  });

  it('shows the chart and its table in Arabic, months named in Arabic', async () => {
    api();
    await renderWithApp(<></>, { language: 'ar', routes, path: tabPath });
    const chart = await screen.findByTestId('payments-chart');
    expect(within(chart).getByRole('img', { name: /دفعات آخر اثني عشر شهرًا/ })).toBeInTheDocument();
    expect(within(chart).getByText('اعرض الأرقام في جدول')).toBeInTheDocument();
    const rows = within(chart).getAllByTestId('payments-chart-table-row');
    expect(rows[0]).toHaveTextContent('أغسطس 2026');
    expect(rows[1]).toHaveTextContent('متعثرة');
  });
});
