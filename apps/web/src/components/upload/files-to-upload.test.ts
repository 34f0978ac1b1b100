import { filesToUpload, hasFileError, uploadHold, validFiles, type UploadFlags } from './files-to-upload.ts';

const clean: UploadFlags = { isUploaded: false, sizeError: false, extensionError: false, uploadingError: false };
const file = (name: string, flags: Partial<UploadFlags> = {}) => ({ name, ...clean, ...flags });

describe('filesToUpload (spec §5)', () => {
  it('sends the files that are neither uploaded nor marked, in their order', () => {
    const files = [file('a.pdf'), file('b.pdf'), file('c.pdf')];
    expect(filesToUpload(files).map((entry) => entry.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('skips a file already uploaded', () => {
    expect(filesToUpload([file('done.pdf', { isUploaded: true }), file('next.pdf')]).map((entry) => entry.name)).toEqual(['next.pdf']);
  });

  it('skips a file with a size error', () => {
    expect(filesToUpload([file('big.pdf', { sizeError: true })])).toEqual([]);
  });

  it('skips a file with an extension error', () => {
    expect(filesToUpload([file('x.exe', { extensionError: true })])).toEqual([]);
  });

  it('skips a file whose earlier upload failed', () => {
    expect(filesToUpload([file('refused.pdf', { uploadingError: true })])).toEqual([]);
  });

  it('returns the same objects, so their state can be updated by identity', () => {
    const waiting = file('a.pdf');
    expect(filesToUpload([waiting])[0]).toBe(waiting);
  });

  it('sends nothing from an empty list', () => {
    expect(filesToUpload([])).toEqual([]);
  });
});

describe('hasFileError', () => {
  it('is any of the three error marks, and not being uploaded', () => {
    expect(hasFileError(clean)).toBe(false);
    expect(hasFileError({ ...clean, isUploaded: true })).toBe(false);
    expect(hasFileError({ ...clean, sizeError: true })).toBe(true);
    expect(hasFileError({ ...clean, extensionError: true })).toBe(true);
    expect(hasFileError({ ...clean, uploadingError: true })).toBe(true);
  });
});

describe('validFiles', () => {
  it('is invalid with no files, or none uploaded yet', () => {
    expect(validFiles([])).toBe(false);
    expect(validFiles([clean])).toBe(false);
  });

  it('is valid once a file is uploaded and none is marked', () => {
    expect(validFiles([{ ...clean, isUploaded: true }])).toBe(true);
    expect(validFiles([{ ...clean, isUploaded: true }, clean])).toBe(true);
  });

  it('is invalid while any file carries an error, even beside uploaded ones', () => {
    expect(
      validFiles([
        { ...clean, isUploaded: true },
        { ...clean, uploadingError: true },
      ]),
    ).toBe(false);
    expect(
      validFiles([
        { ...clean, isUploaded: true },
        { ...clean, sizeError: true },
      ]),
    ).toBe(false);
    expect(
      validFiles([
        { ...clean, isUploaded: true },
        { ...clean, extensionError: true },
      ]),
    ).toBe(false);
  });
});

describe('uploadHold: why a form cannot go on past the field', () => {
  it('lets it go on with no file chosen, or with every chosen file stored', () => {
    expect(uploadHold([], false)).toBeNull();
    expect(uploadHold([{ ...clean, isUploaded: true }], false)).toBeNull();
  });

  it('waits for the files never sent, counting them', () => {
    expect(uploadHold([{ ...clean, isUploaded: true }, clean, clean], false)).toEqual({ reason: 'waiting', count: 2 });
  });

  it('asks to remove the marked files first, the validFiles control being invalid', () => {
    expect(uploadHold([clean, { ...clean, sizeError: true }, { ...clean, uploadingError: true }], false)).toEqual({
      reason: 'failed',
      count: 2,
    });
  });

  it('waits while an upload runs, counting the files it has not stored yet', () => {
    expect(uploadHold([{ ...clean, isUploaded: true }, clean, { ...clean, extensionError: true }], true)).toEqual({
      reason: 'uploading',
      count: 1,
    });
    // Once the run has nothing left to store, what remains is said as it is.
    expect(
      uploadHold(
        [
          { ...clean, isUploaded: true },
          { ...clean, uploadingError: true },
        ],
        true,
      ),
    ).toEqual({ reason: 'failed', count: 1 });
  });
});
