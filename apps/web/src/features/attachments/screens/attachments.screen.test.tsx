import { sessionStorageKeys } from '@sanad/contract/client';
import type { AttachmentSummary, Dependent } from '@sanad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { routes as api } from 'virtual:sanad-routes';
import { paths } from '../../../app/paths.ts';
import { ToastRegion } from '../../../components/toast/toast-region.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { sendUpload } from '../../../components/upload/upload-call.ts';
import { ApiRequestError } from '../../../lib/api-error.ts';
import { useEndpoint } from '../../../lib/server-state.ts';
import { fakeApi, type FakeResponse } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import { AttachmentsScreen } from './attachments.screen.tsx';
import { testDependent } from '../../../test/household-fixtures.ts';

vi.mock('../../../components/upload/upload-call.ts', () => ({ sendUpload: vi.fn() }));
const send = vi.mocked(sendUpload);

/** Another screen's read of an application's documents, kept on screen the way a cache entry lives. */
function ApplicationDocumentsReader() {
  const documents = useEndpoint(api.applicationDocuments.loadDocuments, { params: { id: 'app-1' } });
  return <p data-testid="application-documents-read">{documents.data?.length ?? '…'}</p>;
}

const routes = [
  {
    path: paths.attachments,
    element: (
      <>
        <AttachmentsScreen />
        <ToastRegion />
      </>
    ),
  },
  { path: paths.home, element: <p>home screen</p> },
  { path: paths.programApplication, element: <p>application page</p> },
];

/** The same screen with an application's documents read beside it (as another screen of the tab would). */
const routesWithReader = [
  {
    path: paths.attachments,
    element: (
      <>
        <AttachmentsScreen />
        <ApplicationDocumentsReader />
        <ToastRegion />
      </>
    ),
  },
];

const lookups = {
  documentType: [
    { code: 'NATIONAL_ID_COPY', nameAr: 'صورة الهوية الوطنية', nameEn: 'Copy of the national ID', parentCode: null },
    { code: 'RENT_CONTRACT', nameAr: 'عقد الإيجار', nameEn: 'Rent contract', parentCode: null },
  ],
};

const idCopy: AttachmentSummary = {
  id: 'att-1',
  fileName: 'national-id.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1536 * 1024,
  documentType: 'NATIONAL_ID_COPY',
  dependentId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  usedBy: [{ applicationId: 'app-1', number: 'SSP-2026-000123' }],
};
const rent: AttachmentSummary = {
  id: 'att-2',
  fileName: 'عقد.jpg',
  contentType: 'image/jpeg',
  sizeBytes: 300 * 1024,
  documentType: 'RENT_CONTRACT',
  dependentId: 'd-1',
  createdAt: '2026-02-10T10:00:00.000Z',
  usedBy: [],
};

const wife: Dependent = testDependent();

function attachmentsApi(extra: Record<string, FakeResponse | (() => FakeResponse)> = {}, files = [idCopy, rent]) {
  return fakeApi({
    'GET /api/attachment/loadAll': { body: files },
    'GET /api/unified-profile/dependent/load': { body: [wife] },
    'GET /api/application/load-ssp-application-documents/app-1': { body: [idCopy] },
    ...extra,
  });
}

const pdf = (name: string) => new File([new Uint8Array(1000)], name, { type: 'application/pdf' });

beforeEach(() => {
  send.mockReset();
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(lookups));
  sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
  vi.unstubAllGlobals();
});

describe('attachments screen', () => {
  it('lists every file with its type, whom it is about, size, date and the applications using it', async () => {
    attachmentsApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const rows = await screen.findAllByTestId('attachments-table-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first).toHaveTextContent('national-id.pdf');
    expect(first).toHaveTextContent('Copy of the national ID');
    expect(first).toHaveTextContent('You');
    expect(first).toHaveTextContent('1.5 MB');
    expect(first).toHaveTextContent('1 March 2026 (12 Ramadan 1447 AH)');
    expect(within(first!).getByRole('link', { name: 'Application SSP-2026-000123' })).toHaveAttribute(
      'href',
      `${paths.programApplication}?id=app-1`,
    );
    expect(second).toHaveTextContent('Rent contract');
    expect(second).toHaveTextContent('Noura');
    expect(second).toHaveTextContent('300 kB');
    expect(second).toHaveTextContent('Not used by an application');
  });

  it('shows the table in Arabic with the lookup names in Arabic', async () => {
    attachmentsApi();
    await renderWithApp(<></>, { language: 'ar', routes, path: paths.attachments });
    expect(await screen.findByRole('heading', { level: 1, name: 'مستنداتي' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('attachments-table-row');
    expect(rows[0]).toHaveTextContent('صورة الهوية الوطنية');
    expect(rows[1]).toHaveTextContent('نورة');
  });

  it('says so when there are no files yet', async () => {
    attachmentsApi({}, []);
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    expect(await screen.findByTestId('attachments-table-empty')).toHaveTextContent('You have not uploaded any documents yet.');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    attachmentsApi({
      'GET /api/attachment/loadAll': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'Internal error.' } } : { body: [idCopy] },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const failed = await screen.findByTestId('attachments-load-failed');
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('attachments-table-row')).toHaveLength(1);
  });

  it('downloads a file as a blob saved under its own name', async () => {
    const api = attachmentsApi({ 'GET /api/attachment/download/att-1': { body: 'bytes' } });
    const createObjectURL = vi.fn(() => 'blob:file');
    // jsdom has no object URLs: the test provides them for this file's run.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const [first] = await screen.findAllByTestId('attachments-table-row');
    await userEvent.click(within(first!).getByTestId('attachment-download'));
    await waitFor(() => expect(saved).toEqual(['national-id.pdf blob:file']));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.callsTo('GET', '/api/attachment/download/att-1')).toHaveLength(1);
    click.mockRestore();
  });

  it('deletes a file after confirmation and shows the list again', async () => {
    let files = [idCopy, rent];
    const api = attachmentsApi({
      'GET /api/attachment/loadAll': () => ({ body: files }),
      'DELETE /api/attachment/delete/att-2': () => {
        files = [idCopy];
        return { body: { success: true } };
      },
    });
    await renderWithApp(<></>, { language: 'en', routes: routesWithReader, path: paths.attachments });
    const rows = await screen.findAllByTestId('attachments-table-row');
    await userEvent.click(within(rows[1]!).getByTestId('attachment-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(dialog).toHaveTextContent('عقد.jpg will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the document' }));
    await waitFor(() => expect(screen.getAllByTestId('attachments-table-row')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/attachment/delete/att-2')).toHaveLength(1);
    expect(await screen.findByText('عقد.jpg was deleted.')).toBeInTheDocument();
    // An application's documents read elsewhere are asked again: the deleted file is no longer among them.
    await waitFor(() => expect(api.callsTo('GET', '/api/application/load-ssp-application-documents/app-1')).toHaveLength(2));
  });

  it('drops a file uploaded here from the upload list once it is deleted', async () => {
    let files: AttachmentSummary[] = [];
    const uploaded = { ...rent, id: 'att-9', fileName: 'lease.pdf', usedBy: [] };
    attachmentsApi({
      'GET /api/attachment/loadAll': () => ({ body: files }),
      'DELETE /api/attachment/delete/att-9': () => {
        files = [];
        return { body: { success: true } };
      },
    });
    send.mockImplementation(async () => {
      files = [uploaded];
      return { ok: true, attachment: uploaded };
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Document type/ }), 'RENT_CONTRACT');
    await userEvent.upload(screen.getByLabelText('Choose files'), pdf('lease.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    await waitFor(() => expect(screen.getByTestId('upload-field-file')).toHaveTextContent('Uploaded'));
    await userEvent.click(within(await screen.findByTestId('attachments-table-row')).getByTestId('attachment-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the document' }));
    expect(await screen.findByTestId('attachments-table-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-field-file')).not.toBeInTheDocument();
  });

  it('asks before the page is left with a file chosen and not uploaded, and says why when the person stays', async () => {
    const user = userEvent.setup();
    attachmentsApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const [first] = await screen.findAllByTestId('attachments-table-row');
    await user.upload(screen.getByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(within(first!).getByRole('link', { name: 'Application SSP-2026-000123' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    expect(dialog).toHaveTextContent('Upload the 2 files you chose, or remove them.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const summaryBox = await screen.findByTestId('error-summary');
    expect(within(summaryBox).getByRole('link', { name: 'Upload the 2 files you chose, or remove them.' })).toHaveAttribute(
      'href',
      '#attachment-upload-input',
    );
    expect(screen.getByLabelText('Choose files')).toHaveAccessibleDescription(/^Upload the 2 files you chose, or remove them\./);
    expect(screen.queryByText('application page')).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('link', { name: 'Application SSP-2026-000123' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without the files' }));
    expect(await screen.findByText('application page')).toBeInTheDocument();
  });

  it("shows the server's reason when a file in use cannot be deleted", async () => {
    attachmentsApi({
      'DELETE /api/attachment/delete/att-1': {
        status: 409,
        body: { code: 'ATTACHMENT_IN_USE', message: 'Application SSP-2026-000123 uses this file: it cannot be deleted.' },
      },
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const [first] = await screen.findAllByTestId('attachments-table-row');
    await userEvent.click(within(first!).getByTestId('attachment-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the document' }));
    expect(await screen.findByText('Application SSP-2026-000123 uses this file: it cannot be deleted.')).toBeInTheDocument();
    expect(screen.getAllByTestId('attachments-table-row')).toHaveLength(2);
  });

  it('replaces a file through the upload field and refreshes the list', async () => {
    let files = [idCopy];
    const replacement = { ...idCopy, fileName: 'new-id.pdf' };
    attachmentsApi({ 'GET /api/attachment/loadAll': () => ({ body: files }) });
    send.mockImplementation(async () => {
      files = [replacement];
      return { ok: true, attachment: replacement };
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    await userEvent.click(await screen.findByTestId('attachment-replace'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace national-id.pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), pdf('new-id.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload the file' }));
    expect(send).toHaveBeenCalledWith({ kind: 'replace', attachmentId: 'att-1' }, expect.any(File), expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('new-id.pdf was replaced.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('attachments-table-row')).toHaveTextContent('new-id.pdf'));
  });

  it("keeps the replace dialog open with the server's reason when the file is in use by a submitted application", async () => {
    attachmentsApi();
    send.mockRejectedValue(
      new ApiRequestError(
        409,
        { code: 'ATTACHMENT_IN_USE', message: 'A submitted application uses this file.' },
        'POST /api/attachment/updateAttachment',
      ),
    );
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const [first] = await screen.findAllByTestId('attachments-table-row');
    await userEvent.click(within(first!).getByTestId('attachment-replace'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace national-id.pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), pdf('new-id.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload the file' }));
    expect(await within(dialog).findByText('A submitted application uses this file.')).toBeInTheDocument();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  });

  it('asks before the replace dialog is closed with the new file not uploaded, and says why when the person stays', async () => {
    const user = userEvent.setup();
    attachmentsApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    const [first] = await screen.findAllByTestId('attachments-table-row');
    await user.click(within(first!).getByTestId('attachment-replace'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace national-id.pdf' });
    await user.upload(within(dialog).getByLabelText('Choose a file'), pdf('new-id.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    let leave = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without uploading?' })).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('error-summary')).toHaveTextContent('Upload the file you chose, or remove it.');
    expect(within(dialog).getByTestId('replace-upload-file')).toHaveTextContent('new-id.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    leave = await screen.findByRole('dialog', { name: 'Leave without uploading?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave without the files' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
  });

  it('uploads new files of the chosen type about the chosen person, after asking for the type', async () => {
    let files: AttachmentSummary[] = [];
    const uploaded = { ...rent, id: 'att-9', fileName: 'lease.pdf', usedBy: [] };
    attachmentsApi({ 'GET /api/attachment/loadAll': () => ({ body: files }) });
    send.mockImplementation(async () => {
      files = [uploaded];
      return { ok: true, attachment: uploaded };
    });
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    await screen.findByTestId('attachments-table-empty');
    await userEvent.upload(screen.getByLabelText('Choose files'), pdf('lease.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    // No type yet: the upload waits and the type select says what is missing.
    expect(send).not.toHaveBeenCalled();
    const type = screen.getByRole('combobox', { name: /Document type/ });
    expect(type).toHaveFocus();
    expect(type).toHaveAccessibleDescription('Choose the type of document.');
    await userEvent.selectOptions(type, 'RENT_CONTRACT');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who the document is about' }), 'd-1');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(send).toHaveBeenCalledWith(
      { kind: 'attachment', documentType: 'RENT_CONTRACT', personId: 'd-1' },
      expect.any(File),
      expect.anything(),
    );
    expect(await screen.findByText('lease.pdf uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('attachments-table-row')).toHaveTextContent('lease.pdf'));
  });

  it('tells a dependent that only the applicant keeps documents, without calling the applicant-only API', async () => {
    sessionStorage.setItem(
      sessionStorageKeys.currentUser,
      JSON.stringify(testSession({ role: 'DEPENDENT' }, { authorities: [{ authority: 'DEPENDENT' }] })),
    );
    const api = attachmentsApi();
    await renderWithApp(<></>, { language: 'en', routes, path: paths.attachments });
    expect(await screen.findByTestId('attachments-not-applicant')).toHaveTextContent('Only the head of household');
    expect(api.calls).toEqual([]);
  });
});
