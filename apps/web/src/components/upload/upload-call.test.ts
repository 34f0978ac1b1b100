import type { AttachmentSummary } from '@sanad/contract';
import { vi } from 'vitest';
import { uploadFile } from '../../lib/api-client.ts';
import { ApiRequestError } from '../../lib/api-error.ts';
import { sendUpload } from './upload-call.ts';

vi.mock('../../lib/api-client.ts', () => ({ uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);

const stored: AttachmentSummary = {
  id: 'att-1',
  fileName: 'id.pdf',
  contentType: 'application/pdf',
  sizeBytes: 10,
  documentType: 'NATIONAL_ID_COPY',
  dependentId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  usedBy: [],
};
const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

beforeEach(() => {
  upload.mockReset();
  upload.mockResolvedValue({ ok: true, value: stored });
});

describe('sendUpload', () => {
  it('sends a document of the user to POST /api/attachment/upload with its type and person', async () => {
    const outcome = await sendUpload({ kind: 'attachment', documentType: 'NATIONAL_ID_COPY', personId: 'd-1' }, file, {
      onProgress: vi.fn(),
    });
    expect(outcome).toEqual({ ok: true, attachment: stored });
    const [route, request] = upload.mock.calls[0]!;
    expect(route).toMatchObject({ method: 'POST', path: '/api/attachment/upload', requestKind: 'multipart' });
    expect(request).toEqual({ body: { documentType: 'NATIONAL_ID_COPY', personId: 'd-1' }, file });
  });

  it('sends a document of an application to POST upload/{a}/{b}', async () => {
    await sendUpload({ kind: 'application', applicationId: 'app-1', documentType: 'RENT_CONTRACT' }, file, { onProgress: vi.fn() });
    const [route, request] = upload.mock.calls[0]!;
    expect(route).toMatchObject({ method: 'POST', path: '/api/attachment/upload/{a}/{b}' });
    expect(request).toEqual({ params: { a: 'app-1', b: 'RENT_CONTRACT' }, body: { personId: null }, file });
  });

  it('sends a replacement to POST updateAttachment with the id of the stored document', async () => {
    await sendUpload({ kind: 'replace', attachmentId: 'att-1' }, file, { onProgress: vi.fn() });
    const [route, request] = upload.mock.calls[0]!;
    expect(route).toMatchObject({ method: 'POST', path: '/api/attachment/updateAttachment' });
    expect(request).toEqual({ body: { id: 'att-1' }, file });
  });

  it('reports progress in whole percent and passes the abort signal on', async () => {
    const onProgress = vi.fn();
    const signal = new AbortController().signal;
    await sendUpload({ kind: 'replace', attachmentId: 'att-1' }, file, { onProgress, signal });
    const options = upload.mock.calls[0]![2]!;
    expect(options.signal).toBe(signal);
    options.onProgress?.({ loaded: 1, total: 3 });
    options.onProgress?.({ loaded: 0, total: 0 });
    expect(onProgress.mock.calls).toEqual([[33], [0]]);
  });

  it("turns a 400 into the server's message to show by the file", async () => {
    upload.mockResolvedValue({
      ok: false,
      error: new ApiRequestError(
        400,
        { code: 'ATTACHMENT_TOO_LARGE', message: 'id.pdf is larger than 5 MB.' },
        'POST /api/attachment/upload',
      ),
    });
    const outcome = await sendUpload({ kind: 'replace', attachmentId: 'att-1' }, file, { onProgress: vi.fn() });
    expect(outcome).toEqual({ ok: false, message: 'id.pdf is larger than 5 MB.' });
  });

  it('lets every other failure through', async () => {
    const failure = new ApiRequestError(409, { code: 'ATTACHMENT_IN_USE', message: 'In use.' }, 'POST /api/attachment/updateAttachment');
    upload.mockRejectedValue(failure);
    await expect(sendUpload({ kind: 'replace', attachmentId: 'att-1' }, file, { onProgress: vi.fn() })).rejects.toBe(failure);
  });
});
