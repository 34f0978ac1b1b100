import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ToastRegion } from '../toast/toast-region.tsx';
import { toasts } from '../toast/toast-store.ts';
import { UploadField, type UploadFieldState } from './upload-field.tsx';

/** The browser's XMLHttpRequest as far as the upload client uses it: the test sees each request and answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly progressListeners: ((event: unknown) => void)[] = [];
  readonly upload = { addEventListener: (_type: string, listener: (event: unknown) => void) => this.progressListeners.push(listener) };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    for (const listener of this.listeners.get('abort') ?? []) listener();
  }
  progress(loaded: number, total: number) {
    for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.get('load') ?? []) listener();
  }
}

const stored = {
  id: 'att-1',
  fileName: 'id.pdf',
  contentType: 'application/pdf',
  sizeBytes: 4,
  documentType: 'RENT_CONTRACT',
  dependentId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  usedBy: [{ applicationId: 'app-1', number: 'SSP-1' }],
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('upload field with the API client', () => {
  it('sends to upload/{a}/{b} with progress, and marks the file the server refused with a 400', async () => {
    const onChange = vi.fn<(state: UploadFieldState) => void>();
    await renderWithApp(
      <>
        <UploadField
          label="Documents"
          target={{ kind: 'application', applicationId: 'app-1', documentType: 'RENT_CONTRACT' }}
          onChange={onChange}
        />
        <ToastRegion />
      </>,
      { language: 'en' },
    );
    await userEvent.upload(screen.getByLabelText('Choose files'), [new File(['%PDF'], 'id.pdf'), new File(['MZ..'], 'fake.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    const first = FakeXhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/attachment/upload/app-1/RENT_CONTRACT');
    expect([...(first.body?.keys() ?? [])]).toEqual(['attachment', 'file']);
    act(() => first.progress(30, 120));
    expect(await screen.findByRole('progressbar', { name: 'Uploading id.pdf' })).toHaveAttribute('aria-valuenow', '25');
    await act(async () => first.answer(200, stored));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () =>
      FakeXhr.sent[1]!.answer(400, { code: 'ATTACHMENT_TYPE_NOT_ALLOWED', message: 'The file "fake.pdf" is not a PDF, JPEG or PNG file.' }),
    );

    const [ok, fake] = screen.getAllByTestId('upload-field-file');
    await waitFor(() => expect(fake).toHaveTextContent('The file "fake.pdf" is not a PDF, JPEG or PNG file.'));
    expect(ok).toHaveTextContent('Uploaded');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Upload failed');
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [stored], hold: { reason: 'failed', count: 1 } });
  });
});
