import { sessionStorageKeys } from '@sanad/contract/client';
import type { ApplicationSummary } from '@sanad/contract';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { WhiteListApplicationsScreen } from './white-list-applications.screen.tsx';

const eligible: ApplicationSummary = {
  id: 'app-7',
  number: 'SSP-2026-0000007',
  programId: 3001,
  programCode: 'SSP',
  programNameAr: 'الضمان الاجتماعي المطور',
  programNameEn: 'Social security support',
  status: 'ELIGIBLE',
  createdAt: '2026-01-02T08:00:00.000Z',
  submittedAt: '2026-01-03T08:00:00.000Z',
  statusChangedAt: '2026-01-20T08:00:00.000Z',
  housesCount: 1,
  dependentsCount: 0,
  documentsCount: 0,
  hasPendingDocuments: false,
  allowedActions: [],
};

const whiteListedSession = testSession({ whiteListed: true }, { authorities: [{ authority: 'WHITE_LISTED_APPLICANT' }] });

describe('white-list applications screen', () => {
  it('greets the applicant and offers no link the white-list guard would only send back here', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(whiteListedSession));
    fakeApi({ 'GET /api/application/load/': { body: [] } });
    await renderWithApp(<WhiteListApplicationsScreen />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('طلباتي في قائمة الاستثناء');
    expect(screen.getByTestId('white-list-name')).toHaveTextContent('سارة العتيبي');
    expect(await screen.findByText('لا توجد لديك طلبات بعد.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('lists the applications the ministry opened: number, program, state and submission date, without links', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(whiteListedSession));
    sessionStorage.setItem(
      sessionStorageKeys.lookups,
      JSON.stringify({ applicationStatus: [{ code: 'ELIGIBLE', nameAr: 'مستحق', nameEn: 'Eligible', parentCode: null }] }),
    );
    fakeApi({ 'GET /api/application/load/': { body: [eligible] } });
    await renderWithApp(<WhiteListApplicationsScreen />, { language: 'en' });
    const rows = await screen.findAllByTestId('white-list-applications-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('SSP-2026-0000007');
    expect(rows[0]).toHaveTextContent('Social security support');
    expect(within(rows[0]!).getByTestId('application-status')).toHaveTextContent('Eligible');
    expect(rows[0]).toHaveTextContent('3 January 2026 (14 Rajab 1447 AH)');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('offers to try again when the list could not be loaded', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(whiteListedSession));
    fakeApi({ 'GET /api/application/load/': { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    await renderWithApp(<WhiteListApplicationsScreen />, { language: 'en' });
    const failed = await screen.findByTestId('white-list-applications-failed');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
