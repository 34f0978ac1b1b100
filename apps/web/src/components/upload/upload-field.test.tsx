import type { AttachmentSummary } from '@sanad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ToastRegion } from '../toast/toast-region.tsx';
import { toasts } from '../toast/toast-store.ts';
import { sendUpload, type SendOptions, type UploadOutcome, type UploadTarget } from './upload-call.ts';
import { UploadField, type UploadFieldState } from './upload-field.tsx';

vi.mock('./upload-call.ts', () => ({ sendUpload: vi.fn() }));
const send = vi.mocked(sendUpload);

const pdf = (name = 'id.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const stored = (fileName: string): AttachmentSummary => ({
  id: `att-${fileName}`,
  fileName,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  documentType: 'NATIONAL_ID_COPY',
  dependentId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  usedBy: [],
});

const target: UploadTarget = { kind: 'attachment', documentType: 'NATIONAL_ID_COPY', personId: null };

/** Each upload stored as itself, unless a test says otherwise. */
function storeEverything() {
  send.mockImplementation(async (_target, file) => ({ ok: true, attachment: stored(file.name) }));
}

async function renderField(props: Partial<Parameters<typeof UploadField>[0]> = {}) {
  const onChange = vi.fn<(state: UploadFieldState) => void>();
  const onUploaded = vi.fn<(attachment: AttachmentSummary) => void>();
  await renderWithApp(
    <>
      <UploadField label="Documents" target={target} onChange={onChange} onUploaded={onUploaded} {...props} />
      <ToastRegion />
    </>,
    { language: 'en' },
  );
  return { onChange, onUploaded, input: screen.getByLabelText(props.multiple === false ? 'Choose a file' : 'Choose files') };
}

/** The user, with the picker's own type filter off so that a wrongly typed file reaches the field's check. */
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  send.mockReset();
  storeEverything();
});
afterEach(() => {
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
});

describe('upload field', () => {
  it('is reached with the keyboard: the real file input takes focus, and the files chosen are listed ready to upload', async () => {
    const { input } = await renderField();
    const person = user();
    await person.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg');
    expect(input).toHaveAccessibleDescription('Allowed types: PDF, JPG. Each file up to 5 MB.');
    await person.upload(input, [pdf('id.pdf'), pdf('family.pdf')]);
    const files = screen.getAllByTestId('upload-field-file');
    expect(files.map((file) => file.textContent)).toEqual([expect.stringContaining('id.pdf'), expect.stringContaining('family.pdf')]);
    expect(files[0]).toHaveTextContent('Ready to upload');
    // The upload button follows in the tab order and is pressed from the keyboard.
    await person.tab();
    await person.tab();
    await person.tab();
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toHaveFocus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // Nothing is left to send, so focus comes back to the file input instead of being lost.
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('marks a file too large or of another type in the browser, never sends it, and sends the rest', async () => {
    const { input, onChange } = await renderField();
    await user().upload(input, [pdf('big.pdf', 5 * 1024 * 1024 + 1), pdf('setup.exe'), pdf('ok.pdf')]);
    const [big, exe, ok] = screen.getAllByTestId('upload-field-file');
    expect(big).toHaveTextContent('This file is larger than 5 MB.');
    expect(exe).toHaveTextContent('Files of type EXE cannot be uploaded. Allowed types: PDF, JPG.');
    expect(ok).toHaveTextContent('Ready to upload');
    expect(screen.getByTestId('upload-field-invalid')).toHaveTextContent('Remove the files marked with a problem');
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    await waitFor(() => expect(ok).toHaveTextContent('Uploaded'));
    expect(send.mock.calls.map(([, file]) => file.name)).toEqual(['ok.pdf']);
    // Marked files keep the form's validFiles control invalid until they are removed.
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [stored('ok.pdf')], hold: { reason: 'failed', count: 2 } });
    await userEvent.click(within(big!).getByRole('button', { name: /Remove\s*big\.pdf/u }));
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*setup\.exe/u }));
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: true, uploaded: [stored('ok.pdf')], hold: null });
    expect(screen.queryByTestId('upload-field-invalid')).not.toBeInTheDocument();
  });

  it('sends each file to the target with its progress, shown as a labelled progress bar', async () => {
    let finish: (outcome: UploadOutcome) => void = () => undefined;
    let options: SendOptions | undefined;
    send.mockImplementation((_target, _file, given) => {
      options = given;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { input, onUploaded, onChange } = await renderField();
    await user().upload(input, pdf('id.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(send).toHaveBeenCalledWith(target, expect.any(File), expect.objectContaining({ onProgress: expect.any(Function) }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading id.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => options?.onProgress(40));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByTestId('upload-field-file')).toHaveTextContent('Uploading…');
    // A file on its way cannot be removed.
    expect(screen.queryByRole('button', { name: /Remove\s*id\.pdf/u })).not.toBeInTheDocument();
    await act(async () => finish({ ok: true, attachment: stored('id.pdf') }));
    await waitFor(() => expect(screen.getByTestId('upload-field-file')).toHaveTextContent('Uploaded'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(stored('id.pdf'));
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: true, uploaded: [stored('id.pdf')], hold: null });
    // An uploaded file is kept: no remove button, and a later upload skips it.
    expect(screen.queryByRole('button', { name: /Remove\s*id\.pdf/u })).not.toBeInTheDocument();
  });

  it('on a refused upload marks the file with the reason, shows the form error toast and makes validFiles invalid', async () => {
    send.mockImplementation(async (_target, file) =>
      file.name === 'fake.pdf' ? { ok: false, message: 'fake.pdf is not a PDF file.' } : { ok: true, attachment: stored(file.name) },
    );
    const { input, onChange } = await renderField();
    await user().upload(input, [pdf('fake.pdf'), pdf('ok.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    const [fake, ok] = screen.getAllByTestId('upload-field-file');
    await waitFor(() => expect(fake).toHaveTextContent('fake.pdf is not a PDF file.'));
    expect(ok).toHaveTextContent('Uploaded');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Upload failed');
    expect(toast).toHaveTextContent('One or more files could not be uploaded.');
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [stored('ok.pdf')], hold: { reason: 'failed', count: 1 } });
    // The failed file is not sent again: nothing is left to upload until it is removed and chosen again.
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*fake\.pdf/u }));
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: true, uploaded: [stored('ok.pdf')], hold: null });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('marks the file the same way when the upload fails otherwise, with the server message', async () => {
    const { ApiRequestError } = await import('../../lib/api-error.ts');
    send.mockRejectedValue(
      new ApiRequestError(409, { code: 'ATTACHMENT_IN_USE', message: 'A submitted application uses this file.' }, 'POST x'),
    );
    const { input, onChange } = await renderField();
    await user().upload(input, pdf('id.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    await waitFor(() => expect(screen.getByTestId('upload-field-problem')).toHaveTextContent('A submitted application uses this file.'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Upload failed');
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [], hold: { reason: 'failed', count: 1 } });
  });

  it('takes files dropped on the drop zone', async () => {
    await renderField();
    const zone = screen.getByTestId('upload-field-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf'), pdf('virus.exe')] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    const files = screen.getAllByTestId('upload-field-file');
    expect(files[0]).toHaveTextContent('dropped.pdf');
    expect(files[1]).toHaveTextContent('Files of type EXE cannot be uploaded.');
  });

  it('lets a file waiting to be sent be removed', async () => {
    const { input } = await renderField();
    await user().upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: /Remove\s*a\.pdf/u }));
    expect(screen.getAllByTestId('upload-field-file').map((file) => file.textContent)).toEqual([expect.stringContaining('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1].name).toBe('b.pdf');
  });

  it('asks the parent for what is missing instead of sending without a target', async () => {
    const onTargetMissing = vi.fn();
    const { input } = await renderField({ target: null, onTargetMissing });
    await user().upload(input, pdf('id.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(onTargetMissing).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('upload-field-file')).toHaveTextContent('Ready to upload');
  });

  it('holds one file when it takes one: a new choice replaces the one waiting', async () => {
    const { input } = await renderField({ multiple: false });
    expect(input).not.toHaveAttribute('multiple');
    await user().upload(input, pdf('first.pdf'));
    await user().upload(input, pdf('second.pdf'));
    expect(screen.getAllByTestId('upload-field-file').map((file) => file.textContent)).toEqual([expect.stringContaining('second.pdf')]);
  });

  it('tells the form why it cannot go on: files waiting, then on their way, then nothing once they are stored', async () => {
    let finish: (outcome: UploadOutcome) => void = () => undefined;
    send.mockImplementation(
      (_target, file) =>
        new Promise((resolve) => {
          finish = (outcome) => resolve(outcome.ok ? { ok: true, attachment: stored(file.name) } : outcome);
        }),
    );
    const { input, onChange } = await renderField();
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [], hold: null });
    await user().upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: false, uploaded: [], hold: { reason: 'waiting', count: 2 } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hold: { reason: 'uploading', count: 2 } })));
    await act(async () => finish({ ok: true, attachment: stored('a.pdf') }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ hold: { reason: 'uploading', count: 1 } })));
    await act(async () => finish({ ok: true, attachment: stored('b.pdf') }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ validFiles: true, uploaded: [stored('a.pdf'), stored('b.pdf')], hold: null }),
    );
  });

  it("shows the form's message at the field, read with its file input", async () => {
    const { input } = await renderField({ id: 'docs', error: 'Upload the file you chose, or remove it.' });
    expect(input).toHaveAttribute('id', 'docs-input');
    expect(screen.getByTestId('upload-field-message')).toHaveTextContent('Upload the file you chose, or remove it.');
    expect(input).toHaveAccessibleDescription(/^Upload the file you chose, or remove it\. Allowed types/);
  });

  it('forgets a stored file once the parent removed its document', async () => {
    const onChange = vi.fn<(state: UploadFieldState) => void>();
    function Parent() {
      const [removed, setRemoved] = useState<readonly string[]>([]);
      return (
        <>
          <UploadField label="Documents" target={target} onChange={onChange} removed={removed} />
          <button type="button" onClick={() => setRemoved(['att-a.pdf'])}>
            remove a.pdf
          </button>
        </>
      );
    }
    await renderWithApp(<Parent />, { language: 'en' });
    await user().upload(screen.getByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    await waitFor(() => expect(screen.getAllByTestId('upload-field-file').map((file) => file.dataset.uploaded)).toEqual(['true', 'true']));
    await userEvent.click(screen.getByRole('button', { name: 'remove a.pdf' }));
    await waitFor(() => expect(screen.getAllByTestId('upload-field-file')).toHaveLength(1));
    expect(screen.getByTestId('upload-field-file')).toHaveTextContent('b.pdf');
    expect(onChange).toHaveBeenLastCalledWith({ validFiles: true, uploaded: [stored('b.pdf')], hold: null });
  });

  it('speaks Arabic and names the limits in Arabic', async () => {
    await renderWithApp(<UploadField label="المستندات" target={target} />, { language: 'ar' });
    expect(screen.getByLabelText('اختيار الملفات')).toHaveAccessibleDescription(/الأنواع المسموح بها: PDF, JPG/);
  });
});
