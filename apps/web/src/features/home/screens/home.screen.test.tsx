import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationCycleSummary, ApplicationSummary, DependentApplication } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, raiseAppealPath } from '../../../app/paths.ts';
import { currentPeriod, formatPeriod } from '../../../lib/period.ts';
import { eligibilityRecord } from '../../../test/cycle-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { HomeScreen } from './home.screen.tsx';

const routes = [
  { path: paths.home, element: <HomeScreen /> },
  { path: paths.programs, element: <p>programs screen</p> },
  { path: paths.applications, element: <p>applications screen</p> },
  { path: paths.dependentProgramApplication, element: <p>dependent applications screen</p> },
  { path: paths.programApplication, element: <p>application page</p> },
];
const lookups = {
  applicationStatus: [
    { code: 'SUBMITTED', nameAr: 'مُقدَّم', nameEn: 'Submitted', parentCode: null },
    { code: 'UNDER_STUDY', nameAr: 'قيد الدراسة', nameEn: 'Under study', parentCode: null },
  ],
};

const application: ApplicationSummary = {
  id: 'app-1',
  number: 'SSP-2026-0000042',
  programId: 3001,
  programCode: 'SSP',
  programNameAr: 'الضمان الاجتماعي المطور',
  programNameEn: 'Social security support',
  status: 'SUBMITTED',
  createdAt: '2026-01-10T08:00:00.000Z',
  submittedAt: '2026-01-12T08:00:00.000Z',
  statusChangedAt: '2026-01-12T08:00:00.000Z',
  housesCount: 1,
  dependentsCount: 2,
  documentsCount: 1,
  hasPendingDocuments: false,
  allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'],
};
const headsApplication: DependentApplication = {
  applicationId: 'app-9',
  number: 'SSP-2026-0000099',
  programNameAr: 'الضمان الاجتماعي المطور',
  programNameEn: 'Social security support',
  status: 'UNDER_STUDY',
  applicantNameAr: 'خالد العتيبي',
  applicantNameEn: 'Khalid Alotaibi',
  includedHouseId: 'h-1',
  included: true,
  outcome: null,
  submittedAt: '2026-01-12T08:00:00.000Z',
  dependentId: 'dep-9',
  documents: [],
};

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('home screen', () => {
  it('greets the applicant and shows their latest applications, each opening its page', async () => {
    const api = fakeApi({ 'GET /api/application/load-home-applications': { body: [application] } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    expect(screen.getByTestId('home-greeting')).toHaveTextContent('Welcome, Sara Alotaibi');
    const panel = screen.getByTestId('home-applications-panel');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('My applications');
    const rows = await within(panel).findAllByTestId('home-applications-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('SSP-2026-0000042');
    expect(rows[0]).toHaveTextContent('Social security support');
    expect(within(rows[0]!).getByTestId('application-status')).toHaveTextContent('Submitted');
    expect(within(panel).getByRole('link', { name: 'Support programs' })).toHaveAttribute('href', paths.programs);
    expect(within(panel).getByRole('link', { name: 'All my applications' })).toHaveAttribute('href', paths.applications);
    // The dependent's list is not asked for: the server would answer an applicant 403 and end the session.
    expect(api.calls.map((call) => call.path)).not.toContain('/api/application/load-applicant-applications-for-dependent-for-home');
    await userEvent.click(within(rows[0]!).getByRole('link', { name: 'Open application SSP-2026-0000042' }));
    expect(await screen.findByText('application page')).toBeInTheDocument();
  });

  it('says in Arabic when the applicant has no application yet and leads to the programs', async () => {
    fakeApi({ 'GET /api/application/load-home-applications': { body: [] } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.home });
    expect(await screen.findByTestId('home-applications-empty')).toHaveTextContent('لا توجد لديك طلبات بعد.');
    await userEvent.click(screen.getByRole('link', { name: 'برامج الدعم' }));
    expect(await screen.findByText('programs screen')).toBeInTheDocument();
  });

  it("shows a dependent the head of household's open applications that count them, linking to the details", async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = fakeApi({ 'GET /api/application/load-applicant-applications-for-dependent-for-home': { body: [headsApplication] } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    expect(screen.queryByTestId('home-applications-panel')).toBeNull();
    const panel = screen.getByTestId('home-dependent-applications-panel');
    const rows = await within(panel).findAllByTestId('home-dependent-applications-row');
    expect(rows[0]).toHaveTextContent('Khalid Alotaibi');
    expect(rows[0]).toHaveTextContent('Counted in one of their houses');
    expect(rows[0]).toHaveTextContent('Under study');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/application/load-applicant-applications-for-dependent-for-home']);
    await userEvent.click(within(panel).getByRole('link', { name: 'See the details' }));
    expect(await screen.findByText('dependent applications screen')).toBeInTheDocument();
  });

  it('keeps the profile, household and account links and offers to reload a panel that failed', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/application/load-home-applications': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { body: [application] };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    expect(screen.getByTestId('home-profile')).toHaveAttribute('href', paths.unifiedProfile);
    expect(screen.getByTestId('home-household')).toHaveAttribute('href', paths.houses);
    expect(screen.getByTestId('home-account')).toHaveAttribute('href', paths.account);
    await userEvent.click(within(await screen.findByTestId('home-applications-failed')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('home-applications-row')).toHaveLength(1);
  });
});

describe("home: each SSP application's month", () => {
  const now = currentPeriod();
  const summaryPath = (period: string) => `/api/application/load-home-application-cycle-summary/app-1/${period}`;
  const eligible = { ...application, status: 'ELIGIBLE' as const };
  const result = (overrides: Partial<ApplicationCycleSummary> = {}): ApplicationCycleSummary => ({
    applicationId: 'app-1',
    period: now,
    status: 'ELIGIBLE',
    housesCount: 1,
    membersCount: 6,
    cycle: { status: 'PUBLISHED' },
    result: {
      outcome: 'ELIGIBLE',
      reasons: [],
      entitlement: 45_000,
      deductions: 9_000,
      net: 36_000,
      deductionItems: [{ reasonCode: 'OVERPAYMENT', amount: 9_000, message: 'Recovery of the support paid twice in June 2026' }],
      payment: { status: 'SCHEDULED', scheduledFor: `${now}-10`, paidAt: null, codes: ['P-202611-0000042'] },
      houses: [{ houseId: 'house-1', resultId: 'r-1', outcome: 'ELIGIBLE', reasons: [], net: 36_000, paymentStatus: 'SCHEDULED' }],
    },
    ...overrides,
  });

  it('shows this month: eligible, the amount, the payment day, the deduction and its message, and the ways to why', async () => {
    fakeApi({
      'GET /api/application/load-home-applications': { body: [eligible] },
      [`GET ${summaryPath(now)}`]: { body: result() },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    const card = await screen.findByTestId('home-month-result');
    expect(within(card).getByTestId('cycle-outcome')).toHaveTextContent('Eligible');
    expect(within(card).getByTestId('home-month-amount')).toHaveTextContent('Your support for the month: SAR 360.00');
    expect(within(card).getByTestId('home-month-deductions')).toHaveTextContent('Entitlement SAR 450.00, of which SAR 90.00 was deducted:');
    expect(within(card).getByTestId('home-month-deduction')).toHaveTextContent(
      'Recovery of the support paid twice in June 2026 (SAR 90.00)',
    );
    expect(within(card).getByTestId('home-month-payment')).toHaveTextContent(/Scheduled\s*Payment day: 10 /);
    expect(within(card).getByTestId('home-month-why')).toHaveAttribute(
      'href',
      `${paths.programApplication}?id=app-1&tab=eligibility&cycle=${now}&house=house-1`,
    );
    const panel = screen.getByTestId('home-month-panel');
    expect(within(panel).getByRole('link', { name: 'Eligibility history' })).toHaveAttribute(
      'href',
      `${paths.programApplication}?id=app-1&tab=eligibility`,
    );
    expect(within(panel).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      `${paths.programApplication}?id=app-1&tab=payments`,
    );
    // No appeal yet (another issue): no button that leads nowhere.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('falls back to the latest published month while this one is worked out, in Arabic', async () => {
    const calls = fakeApi({
      'GET /api/application/load-home-applications': { body: [eligible] },
      [`GET ${summaryPath(now)}`]: { body: result({ cycle: { status: 'OPEN' }, result: null }) },
      'POST /api/eligibility/load/eligibility-history': { body: [eligibilityRecord({ period: '2026-09' }), eligibilityRecord()] },
      'GET /api/appeal-management/load-lite-appeals/app-1': { body: [] },
      [`GET ${summaryPath('2026-10')}`]: {
        body: result({
          period: '2026-10',
          result: {
            outcome: 'INELIGIBLE',
            reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'الدخل المحتسب يبلغ حد الكفاية' }],
            entitlement: 0,
            deductions: 0,
            net: 0,
            deductionItems: [],
            payment: null,
            houses: [
              {
                houseId: 'house-1',
                resultId: 'r-1',
                outcome: 'INELIGIBLE',
                reasons: [{ code: 'INCOME_ABOVE_STANDARD', message: 'الدخل المحتسب يبلغ حد الكفاية' }],
                net: 0,
                paymentStatus: null,
              },
              { houseId: 'house-2', resultId: 'r-2', outcome: 'INELIGIBLE', reasons: [], net: 0, paymentStatus: null },
            ],
          },
        }),
      },
    });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.home });
    expect(await screen.findByTestId('home-month-pending')).toHaveTextContent(/تُحتسب دورة .* الآن/);
    const card = await screen.findByTestId('home-month-result');
    expect(card).toHaveTextContent('أكتوبر 2026');
    expect(within(card).getByTestId('cycle-outcome')).toHaveTextContent('غير مستحق');
    expect(within(card).getByTestId('home-month-reasons')).toHaveTextContent('الدخل المحتسب يبلغ حد الكفاية');
    expect(within(card).queryByTestId('home-month-amount')).not.toBeInTheDocument();
    const why = within(card).getAllByTestId('home-month-why');
    expect(why.map((link) => link.textContent)).toEqual([
      'لماذا: كيف احتُسب أكتوبر 2026 للمسكن 1 من 2',
      'لماذا: كيف احتُسب أكتوبر 2026 للمسكن 2 من 2',
    ]);
    // The house with a reason is offered an appeal on it; the one without is not.
    const appeal = await within(card).findByTestId('home-month-appeal');
    expect(appeal).toHaveTextContent('اعترض على أكتوبر 2026 للمسكن 1 من 2');
    expect(appeal).toHaveAttribute(
      'href',
      raiseAppealPath({ type: 'HOUSE', application: 'app-1', period: '2026-10', house: 'house-1', reason: 'INCOME_ABOVE_STANDARD' }),
    );
    expect(calls.callsTo('POST', '/api/eligibility/load/eligibility-history')[0]?.body).toEqual({ application_ID: 'app-1' });
  });

  it('offers the whole month when every house was left out, and shows an appeal already standing instead of a new one', async () => {
    const reasons = [{ code: 'INCOME_ABOVE_STANDARD', message: 'Income at or above the standard' }];
    const house = (id: string) => ({
      houseId: id,
      resultId: `r-${id}`,
      outcome: 'INELIGIBLE' as const,
      reasons,
      net: 0,
      paymentStatus: null,
    });
    fakeApi({
      'GET /api/application/load-home-applications': { body: [eligible] },
      [`GET ${summaryPath(now)}`]: {
        body: result({
          result: {
            outcome: 'INELIGIBLE',
            reasons,
            entitlement: 0,
            deductions: 0,
            net: 0,
            deductionItems: [],
            payment: null,
            houses: [house('house-1'), house('house-2')],
          },
        }),
      },
      'GET /api/appeal-management/load-lite-appeals/app-1': {
        body: [
          {
            id: 'ap-3',
            appealNbr: 'AP-2026-000003',
            status: 6008,
            subject: {
              type: 'HOUSE',
              applicationId: 'app-1',
              period: now,
              houseId: 'house-2',
              dependentId: null,
              paymentId: null,
              paymentCode: null,
            },
            reasonCode: 'INCOME_ABOVE_STANDARD',
            paymentCodeAppeal: false,
          },
          {
            // A withdrawn appeal on the first house stands no more: a new one is offered.
            id: 'ap-2',
            appealNbr: 'AP-2026-000002',
            status: 6016,
            subject: {
              type: 'HOUSE',
              applicationId: 'app-1',
              period: now,
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
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    const card = await screen.findByTestId('home-month-result');
    const offers = await within(card).findAllByTestId('home-month-appeal');
    const month = formatPeriod(now, 'en');
    expect(offers.map((link) => link.textContent)).toEqual([`Appeal the whole of ${month}`, `Appeal ${month} for house 1 of 2`]);
    expect(offers[0]).toHaveAttribute(
      'href',
      raiseAppealPath({ type: 'CYCLE', application: 'app-1', period: now, reason: 'INCOME_ABOVE_STANDARD' }),
    );
    const standing = within(card).getByTestId('home-month-appealed');
    expect(standing).toHaveTextContent(`Your appeal on ${month}, house 2 of 2: Under processing`);
    expect(standing).toHaveAttribute('href', '/appeals?id=ap-3');
  });

  it('says when no month has been published, and shows no month for a draft', async () => {
    fakeApi({
      'GET /api/application/load-home-applications': { body: [eligible, { ...application, id: 'app-2', status: 'DRAFT' }] },
      [`GET ${summaryPath(now)}`]: { body: result({ cycle: null, result: null }) },
      'POST /api/eligibility/load/eligibility-history': { body: [] },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.home });
    expect(await screen.findByTestId('home-month-none')).toHaveTextContent('No month has been published for this application yet.');
    expect(screen.getAllByTestId('home-month')).toHaveLength(1);
  });
});
