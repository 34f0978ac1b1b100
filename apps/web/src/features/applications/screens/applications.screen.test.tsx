import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { ApplicationsScreen } from './applications.screen.tsx';

const routes = [
  { path: paths.applications, element: <ApplicationsScreen /> },
  { path: paths.programs, element: <p>programs screen</p> },
];
const lookups = {
  applicationStatus: [
    { code: 'SUBMITTED', nameAr: 'مُقدَّم', nameEn: 'Submitted', parentCode: null },
    { code: 'DRAFT', nameAr: 'مسودة', nameEn: 'Draft', parentCode: null },
  ],
};

function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
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
    hasPendingDocuments: true,
    allowedActions: ['CANCEL_SUBMIT', 'WITHDRAW'],
    ...overrides,
  };
}

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});

describe('applications screen', () => {
  it('lists each application with its program, state, submission date, documents asked for and a link to its page', async () => {
    fakeApi({
      'GET /api/application/load/': {
        body: [
          summary(),
          summary({ id: 'app-2', number: 'SSP-2025-0000007', status: 'DRAFT', submittedAt: null, hasPendingDocuments: false }),
        ],
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.applications });
    const rows = await screen.findAllByTestId('applications-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SSP-2026-0000042');
    expect(rows[0]).toHaveTextContent('Social security support');
    expect(within(rows[0]!).getByTestId('application-status')).toHaveTextContent('Submitted');
    expect(rows[0]).toHaveTextContent('12 January 2026 (23 Rajab 1447 AH)');
    expect(within(rows[0]!).getByTestId('application-documents-pending')).toHaveTextContent('Documents requested');
    expect(within(rows[0]!).getByRole('link', { name: 'Open application SSP-2026-0000042' })).toHaveAttribute(
      'href',
      `${paths.programApplication}?id=app-1`,
    );
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('Not submitted yet');
    expect(rows[1]).toHaveTextContent('None requested');
  });

  it('says so when there is none yet and leads to the programs, in Arabic', async () => {
    fakeApi({ 'GET /api/application/load/': { body: [] } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.applications });
    expect(await screen.findByTestId('applications-empty')).toHaveTextContent('لم تقدّم على أي برنامج بعد.');
    await userEvent.click(screen.getByRole('link', { name: 'اطّلع على برامج الدعم' }));
    expect(await screen.findByText('programs screen')).toBeInTheDocument();
  });

  it('sends a dependent to the applications they are part of without asking the applicant-only list', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.applications });
    expect(screen.getByTestId('applications-not-applicant')).toHaveTextContent('Applications are made by the head of household');
    expect(screen.getByRole('link', { name: 'See the applications you are part of' })).toHaveAttribute(
      'href',
      paths.dependentProgramApplication,
    );
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the list could not be loaded', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/application/load/': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } } : { body: [summary()] };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.applications });
    await userEvent.click(within(await screen.findByTestId('applications-load-failed')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('applications-table-row')).toHaveLength(1);
  });
});
