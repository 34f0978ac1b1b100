import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationSummary, DependentApplication } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
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
    expect(api.calls.map((call) => call.path)).toEqual(['/api/application/load-home-applications']);
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
