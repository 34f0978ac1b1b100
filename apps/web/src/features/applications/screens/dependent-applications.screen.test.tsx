import { sessionStorageKeys } from '@sanad/contract/client';
import type { DependentApplication } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../app/paths.ts';
import { ToastRegion } from '../../../components/toast/toast-region.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { DependentApplicationsScreen } from './dependent-applications.screen.tsx';

const routes = [{ path: paths.dependentProgramApplication, element: <DependentApplicationsScreen /> }];
const lookups = {
  documentType: [
    { code: 'FAMILY_RECORD', nameAr: 'سجل الأسرة', nameEn: 'Family record', parentCode: null },
    { code: 'SCHOOL_CERTIFICATE', nameAr: 'شهادة مدرسية', nameEn: 'School certificate', parentCode: null },
  ],
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
  dependentId: 'dep-1',
  documents: [
    {
      id: 'doc-1',
      fileName: 'family-record.pdf',
      documentType: 'FAMILY_RECORD',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      uploadedAt: '2026-01-10T08:00:00.000Z',
    },
    {
      id: 'doc-2',
      fileName: 'شهادة.png',
      documentType: 'SCHOOL_CERTIFICATE',
      contentType: 'image/png',
      sizeBytes: 3 * 1024 * 1024,
      uploadedAt: '2026-01-11T08:00:00.000Z',
    },
  ],
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
  dependentId: 'dep-7',
  documents: [],
};

const dependentSession = testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] });

beforeEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
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
    expect(rows[0]).toHaveTextContent('12 January 2026 (23 Rajab 1447 AH)');
    expect(rows[1]).toHaveTextContent('Khalid Alotaibi');
    expect(rows[1]).toHaveTextContent('Not counted');
    expect(rows[1]).toHaveTextContent('No decision yet');
    // Read only: nothing to press in the list.
    expect(within(screen.getByTestId('dependent-applications-table')).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByTestId('dependent-applications-table')).queryAllByRole('link')).toEqual([]);
  });

  it('lists the documents about the dependent of each application, with their type, size and date', async () => {
    fakeApi({ 'GET /api/application/load-applicant-applications-for-dependent': { body: [counted, notCounted] } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    const section = await screen.findByTestId('dependent-documents');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Documents about you');
    // Only the application that has documents about them gets a table.
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Application SSP-2026-0000042');
    const rows = within(section).getAllByTestId('dependent-documents-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('family-record.pdf');
    expect(rows[0]).toHaveTextContent('Family record');
    expect(rows[0]).toHaveTextContent('2 kB');
    expect(rows[0]).toHaveTextContent('10 January 2026 (21 Rajab 1447 AH)');
    expect(rows[1]).toHaveTextContent('شهادة.png');
    expect(rows[1]).toHaveTextContent('School certificate');
    expect(rows[1]).toHaveTextContent('3 MB');
    // Read only: a download on each, nothing that changes a document.
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download family-record.pdf', 'Download شهادة.png']);
  });

  it('downloads a document through dependent/download with the ids of the view, saved under its own name', async () => {
    const api = fakeApi({
      'GET /api/application/load-applicant-applications-for-dependent': { body: [counted] },
      'GET /api/attachment/dependent/download/app-1/dep-1/doc-2': { body: 'bytes' },
    });
    const createObjectURL = vi.fn(() => 'blob:file');
    // jsdom has no object URLs: the test provides them for this file's run.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    const rows = await screen.findAllByTestId('dependent-documents-table-row');
    await userEvent.click(within(rows[1]!).getByTestId('dependent-document-download'));
    await waitFor(() => expect(saved).toEqual(['شهادة.png blob:file']));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.callsTo('GET', '/api/attachment/dependent/download/app-1/dep-1/doc-2')).toHaveLength(1);
    click.mockRestore();
  });

  it('says so when a download fails, in Arabic', async () => {
    fakeApi({
      'GET /api/application/load-applicant-applications-for-dependent': { body: [counted] },
      'GET /api/attachment/dependent/download/app-1/dep-1/doc-1': { status: 404, body: { code: 'NOT_FOUND', message: 'غير موجود.' } },
    });
    const withToasts = [
      {
        path: paths.dependentProgramApplication,
        element: (
          <>
            <DependentApplicationsScreen />
            <ToastRegion />
          </>
        ),
      },
    ];
    await renderWithApp(<></>, { language: 'ar', routes: withToasts, path: paths.dependentProgramApplication });
    const section = await screen.findByTestId('dependent-documents');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('المستندات الخاصة بك');
    const [first] = within(section).getAllByTestId('dependent-documents-table-row');
    expect(first).toHaveTextContent('سجل الأسرة');
    await userEvent.click(within(first!).getByTestId('dependent-document-download'));
    expect(await screen.findByText('غير موجود.')).toBeInTheDocument();
  });

  it('says when no application has a document about them', async () => {
    fakeApi({ 'GET /api/application/load-applicant-applications-for-dependent': { body: [notCounted] } });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.dependentProgramApplication });
    expect(await screen.findByTestId('dependent-documents-none')).toHaveTextContent('No application has a document about you.');
    expect(screen.queryByTestId('dependent-documents-table')).not.toBeInTheDocument();
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
