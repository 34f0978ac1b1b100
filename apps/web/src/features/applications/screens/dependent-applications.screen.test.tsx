import { sessionStorageKeys } from '@sanad/contract/client';
import type { DependentApplication } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import { paths } from '../../../app/paths.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { DependentApplicationsScreen } from './dependent-applications.screen.tsx';

const routes = [{ path: paths.dependentProgramApplication, element: <DependentApplicationsScreen /> }];
const lookups = {
  applicationStatus: [
    { code: 'ELIGIBLE', nameAr: 'مستحق', nameEn: 'Eligible', parentCode: null },
    { code: 'UNDER_STUDY', nameAr: 'قيد الدراسة', nameEn: 'Under study', parentCode: null },
  ],
};

const counted: DependentApplication = {
  applicationId: 'app-1',
  number: 'SSP-2026-0000042',
  programNameAr: 'الضمان الاجتماعي المطور',
  programNameEn: 'Social security support',
  status: 'ELIGIBLE',
  applicantNameAr: 'سارة العتيبي',
  applicantNameEn: 'Sara Alotaibi',
  includedHouseId: 'h-1',
  included: true,
  outcome: 'ELIGIBLE',
  submittedAt: '2026-01-12T08:00:00.000Z',
};
const notCounted: DependentApplication = {
  ...counted,
  applicationId: 'app-2',
  number: 'SSP-2026-0000099',
  status: 'UNDER_STUDY',
  applicantNameAr: 'خالد العتيبي',
  applicantNameEn: 'Khalid Alotaibi',
  includedHouseId: null,
  included: false,
  outcome: null,
};

const dependentSession = testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] });

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(dependentSession));
});

describe('dependent applications screen', () => {
  it("shows each head of household's application, whether it counts the dependent, its state and the decision, read only", async () => {
    fakeApi({ 'GET /api/application/load-applicant-applications-for-dependent': { body: [counted, notCounted] } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    const rows = await screen.findAllByTestId('dependent-applications-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SSP-2026-0000042');
    expect(rows[0]).toHaveTextContent('Sara Alotaibi');
    expect(rows[0]).toHaveTextContent('Counted in one of their houses');
    expect(within(rows[0]!).getByTestId('application-status')).toHaveTextContent('Eligible');
    expect(rows[0]).toHaveTextContent('12 January 2026');
    expect(rows[1]).toHaveTextContent('Khalid Alotaibi');
    expect(rows[1]).toHaveTextContent('Not counted');
    expect(rows[1]).toHaveTextContent('No decision yet');
    // Read only: nothing to press in the list.
    expect(within(screen.getByTestId('dependent-applications-table')).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByTestId('dependent-applications-table')).queryAllByRole('link')).toEqual([]);
  });

  it('says so in Arabic when no application counts them', async () => {
    fakeApi({ 'GET /api/application/load-applicant-applications-for-dependent': { body: [] } });
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.dependentProgramApplication });
    expect(await screen.findByTestId('dependent-applications-table-empty')).toHaveTextContent('لا يوجد حالياً طلب يشملك.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الطلبات التي تشملك');
  });

  it('sends an applicant to their own applications without the dependent-only call', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
    const api = fakeApi({});
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    expect(screen.getByTestId('dependent-applications-not-dependent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', paths.applications);
    expect(api.calls).toEqual([]);
  });
});
