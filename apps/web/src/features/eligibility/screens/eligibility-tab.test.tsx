import { sessionStorageKeys } from '@sanad/contract/client';
import type { EligibilityRecord, IneligibilityRecord } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { cycleLookups, eligibilityDetail, eligibilityRecord, house } from '../../../test/cycle-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { EligibilityTab } from './eligibility-tab.tsx';

const routes = [{ path: paths.programApplication, element: <EligibilityTab applicationId="app-1" /> }];
const tabPath = `${paths.programApplication}?id=app-1&tab=eligibility`;

const october = eligibilityRecord({ deductions: 9_000, net: 36_000 });
const september = eligibilityRecord({
  resultId: 'r-2026-09',
  period: '2026-09',
  outcome: 'INELIGIBLE',
  reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'Income reaches the standard' }],
  countedIncome: 330_000,
  entitlement: 0,
  net: 0,
});
const august = eligibilityRecord({ resultId: 'r-2026-08', period: '2026-08' });
const ineligibleHouse: IneligibilityRecord = {
  resultId: 'r-2026-09',
  period: '2026-09',
  programId: 3001,
  applicationId: 'app-1',
  applicationNumber: 'SSP-2026-0000042',
  house,
  scope: 'HOUSE',
  person: null,
  reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'Income reaches the standard' }],
};
const leftOut: IneligibilityRecord = {
  ...ineligibleHouse,
  resultId: 'r-2026-10',
  period: '2026-10',
  scope: 'MEMBER',
  person: {
    personId: 'p-huda',
    dependentId: 'd-huda',
    nameAr: 'هدى العتيبي',
    nameEn: 'Huda Alotaibi',
    relationship: 'DAUGHTER',
    category: 'ADULT',
  },
  reasons: [{ code: 'RELATION_NOT_CONFIRMED', message: 'Relation not confirmed' }],
};

function api(records: EligibilityRecord[] = [september, october, august], ineligible: IneligibilityRecord[] = [ineligibleHouse, leftOut]) {
  return fakeApi({
    'POST /api/eligibility/load/eligibility-history': { body: records },
    'POST /api/eligibility/load/ineligibility-reason-history': { body: ineligible },
    'GET /api/appeal-management/load-lite-appeals/app-1': { body: [] },
    'GET /api/eligibility/load/last-eligibility/app-1/house-1': (call) =>
      call.query.get('cycle_ID') === '2026-10' ? { body: eligibilityDetail() } : { body: null },
  });
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('the eligibility tab', () => {
  it('lists each published month newest first, with the outcome, the reasons in words and what was paid', async () => {
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const rows = await screen.findAllByTestId('eligibility-history-row');
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['October 2026', 'September 2026', 'August 2026']);
    expect(rows[0]).toHaveTextContent('House in Al Olaya');
    expect(within(rows[0]!).getByTestId('cycle-outcome')).toHaveTextContent('Eligible');
    expect(rows[0]).toHaveTextContent('SAR 360.00');
    expect(within(rows[1]!).getByTestId('cycle-outcome')).toHaveTextContent('Not eligible');
    expect(rows[1]).toHaveTextContent('Income reaches the standard');
    // The request names the application, as the spec's eligibility shape spells it.
    expect(calls.callsTo('POST', '/api/eligibility/load/eligibility-history')[0]?.body).toEqual({ application_ID: 'app-1' });
    // The month column is sorted newest first; its header says so.
    const table = screen.getByTestId('eligibility-history');
    expect(within(table).getByRole('columnheader', { name: /Month/ })).toHaveAttribute('aria-sort', 'descending');

    // Sorting by what was paid, highest first.
    await userEvent.click(within(table).getByRole('button', { name: /Paid/ }));
    expect(within(table).getByRole('columnheader', { name: /Paid/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByTestId('eligibility-history-row').map((row) => row.querySelector('time')?.textContent)).toEqual([
      'August 2026',
      'October 2026',
      'September 2026',
    ]);

    const ineligible = screen.getAllByTestId('ineligibility-history-row');
    expect(ineligible[0]).toHaveTextContent('Huda Alotaibi');
    expect(ineligible[0]).toHaveTextContent('Relation not confirmed');
    expect(ineligible[1]).toHaveTextContent('The household');
    // Each is appealed from its row (decision 060): the dependent for their reason, the house for its first.
    expect(within(ineligible[0]!).getByTestId('ineligibility-appeal-link')).toHaveAttribute(
      'href',
      '/appeals/raise?type=DEPENDENT&house=house-1&dependent=d-huda&application=app-1&period=2026-10&reason=RELATION_NOT_CONFIRMED',
    );
    expect(within(ineligible[1]!).getByTestId('ineligibility-appeal-link')).toHaveAttribute(
      'href',
      '/appeals/raise?type=HOUSE&house=house-1&application=app-1&period=2026-09&reason=INCOME_ABOVE_STANDARD',
    );
  });

  it('shows the appeal a house of a month is under instead of a new one', async () => {
    fakeApi({
      'POST /api/eligibility/load/eligibility-history': { body: [september, october, august] },
      'POST /api/eligibility/load/ineligibility-reason-history': { body: [ineligibleHouse, leftOut] },
      'GET /api/appeal-management/load-lite-appeals/app-1': {
        body: [
          {
            id: 'ap-7',
            appealNbr: 'AP-2026-000007',
            status: 6013,
            subject: {
              type: 'HOUSE',
              applicationId: 'app-1',
              period: '2026-09',
              houseId: 'house-1',
              dependentId: null,
              paymentId: null,
              paymentCode: null,
            },
            reasonCode: 'INCOME_ABOVE_STANDARD',
            paymentCodeAppeal: false,
          },
        ],
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const rows = await screen.findAllByTestId('ineligibility-history-row');
    const appealed = await within(rows[1]!).findByTestId('ineligibility-appealed-link');
    expect(appealed).toHaveTextContent('Appealed: Documents needed');
    expect(appealed.getAttribute('href')).toBe('/appeals?id=ap-7');
    // The dependent of the month after is not under appeal: a new one may be raised.
    expect(within(rows[0]!).getByTestId('ineligibility-appeal-link')).toBeInTheDocument();
  });

  it("opens a month's why: every rule with the household's own figures, and what changed since the month before", async () => {
    const calls = api();
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    const [first] = await screen.findAllByTestId('eligibility-history-row');
    await userEvent.click(within(first!).getByRole('link', { name: /^Why\s+October 2026, House in Al Olaya$/ }));

    const detail = await screen.findByTestId('month-detail');
    expect(await within(detail).findByRole('heading', { level: 3, name: 'October 2026 · House in Al Olaya' })).toHaveFocus();
    expect(calls.callsTo('GET', '/api/eligibility/load/last-eligibility/app-1/house-1')[0]?.query.get('cycle_ID')).toBe('2026-10');
    expect(within(detail).getByTestId('month-figures-net')).toHaveTextContent('SAR 360.00');
    const sentences = within(detail)
      .getAllByTestId('why-sentence')
      .map((item) => (item.textContent ?? '').replace(/\u00a0/g, ' '));
    expect(sentences).toContainEqual(
      expect.stringContaining(
        "Your household's counted income was SAR 2,650.00; the standard for 5 members is SAR 3,100.00; so you are entitled to SAR 450.00.",
      ),
    );
    expect(sentences).toContainEqual(
      expect.stringContaining('SAR 90.00 was deducted to recover an earlier over-payment, so you receive SAR 360.00.'),
    );
    expect(sentences).toContainEqual(expect.stringContaining('Huda Alotaibi is not counted: Relation not confirmed.'));
    // A rule not met is said in words too, not only by its mark.
    expect(
      within(detail)
        .getAllByTestId('why-sentence')
        .find((item) => item.dataset.outcome === 'FAIL'),
    ).toHaveTextContent(/^✗Not met: Huda/);

    const changed = within(detail).getByTestId('what-changed');
    expect(within(changed).getByRole('heading')).toHaveTextContent('What changed since September 2026');
    expect(changed).toHaveTextContent('In September 2026 the household was not eligible; in October 2026 it is eligible.');
    expect(changed).toHaveTextContent("Faisal Alotaibi's counted income went from SAR 3,150.00 to SAR 2,500.00.");
    expect(within(detail).getAllByTestId('eligibility-members-row')).toHaveLength(6);

    await userEvent.click(within(detail).getByTestId('month-detail-back'));
    await waitFor(() => expect(screen.queryByTestId('month-detail')).not.toBeInTheDocument());
  });

  it('opens the why of a month from a link in Arabic', async () => {
    api();
    await renderWithApp(<></>, { language: 'ar', routes, path: `${tabPath}&cycle=2026-10&house=house-1` });
    const detail = await screen.findByTestId('month-detail');
    expect(await within(detail).findByRole('heading', { level: 3 })).toHaveTextContent('أكتوبر 2026 · مسكن في Al Olaya');
    expect(within(detail).getByRole('heading', { level: 4, name: 'لماذا' })).toBeInTheDocument();
    const sentences = within(detail)
      .getAllByTestId('why-sentence')
      .map((item) => item.textContent ?? '');
    expect(sentences.find((text) => text.includes('تستحق'))).toMatch(
      /كان دخل أسرتك المحتسب .*2,650\.00.*وحد الكفاية لـ5 أفراد هو .*3,100\.00.*لذا تستحق .*450\.00/,
    );
    expect(within(detail).getByTestId('what-changed')).toHaveTextContent('ما الذي تغيّر منذ سبتمبر 2026');
  });

  it('says so when nothing is published yet and when a month has no result', async () => {
    api([], []);
    await renderWithApp(<></>, { language: 'en', routes, path: `${tabPath}&cycle=2026-11&house=house-1` });
    expect(await screen.findByTestId('eligibility-history-empty')).toHaveTextContent(
      'No month has been published for this application yet.',
    );
    expect(screen.getByTestId('ineligibility-history-empty')).toHaveTextContent('No month was found ineligible and nobody was left out.');
    expect(await screen.findByTestId('month-detail-none')).toHaveTextContent('No result was published for this month and house.');
  });

  it('shows a year a page and moves to the next page', async () => {
    const months = Array.from({ length: 14 }, (_, index) => {
      const month = String((index % 12) + 1).padStart(2, '0');
      const year = index < 12 ? 2025 : 2026;
      return eligibilityRecord({ resultId: `r-${index}`, period: `${year}-${month}` });
    });
    api(months, []);
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    expect(await screen.findAllByTestId('eligibility-history-row')).toHaveLength(12);
    const pager = screen.getByTestId('eligibility-history-pager');
    expect(pager).toHaveTextContent('Showing 1–12 of 14');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    const rows = screen.getAllByTestId('eligibility-history-row');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['February 2025', 'January 2025']);
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers to try again when the history could not be read', async () => {
    let attempts = 0;
    fakeApi({
      'POST /api/eligibility/load/eligibility-history': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { body: [october] };
      },
      'POST /api/eligibility/load/ineligibility-reason-history': { body: [] },
      'GET /api/appeal-management/load-lite-appeals/app-1': { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: tabPath });
    await userEvent.click(within(await screen.findByTestId('eligibility-history-failed')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('eligibility-history-row')).toHaveLength(1);
  });
});
