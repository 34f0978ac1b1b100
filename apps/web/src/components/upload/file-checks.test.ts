import { acceptList, checkFile, fileExtension } from './file-checks.ts';
import { formatFileSize } from './file-size.ts';

const limits = { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg', 'JPEG', '.png'] };

describe('fileExtension', () => {
  it('is the lower-case text after the last dot', () => {
    expect(fileExtension('Scan.Final.PDF')).toBe('pdf');
    expect(fileExtension('photo.jpeg')).toBe('jpeg');
  });

  it('is empty for a name without one, a trailing dot or a hidden file', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
  });
});

describe('checkFile', () => {
  it('passes a file within the size limit with an allowed extension, whatever its case', () => {
    expect(checkFile({ name: 'id.PDF', size: 1000 }, limits)).toEqual({ sizeError: false, extensionError: false });
    expect(checkFile({ name: 'id.jpeg', size: 1000 }, limits)).toEqual({ sizeError: false, extensionError: false });
    expect(checkFile({ name: 'id.png', size: 1000 }, limits)).toEqual({ sizeError: false, extensionError: false });
  });

  it('marks a file over the limit, and passes one exactly at it', () => {
    expect(checkFile({ name: 'big.pdf', size: limits.maxBytes + 1 }, limits).sizeError).toBe(true);
    expect(checkFile({ name: 'edge.pdf', size: limits.maxBytes }, limits).sizeError).toBe(false);
  });

  it('marks an empty file', () => {
    expect(checkFile({ name: 'empty.pdf', size: 0 }, limits).sizeError).toBe(true);
    expect(checkFile({ name: 'empty.pdf', size: 0 }, null).sizeError).toBe(true);
  });

  it('marks an extension the configuration does not list, or none', () => {
    expect(checkFile({ name: 'setup.exe', size: 10 }, limits).extensionError).toBe(true);
    expect(checkFile({ name: 'scan', size: 10 }, limits).extensionError).toBe(true);
  });

  it('marks only an empty file while the configuration is not known: the server checks the rest', () => {
    expect(checkFile({ name: 'setup.exe', size: 99e9 }, null)).toEqual({ sizeError: false, extensionError: false });
  });
});

describe('acceptList', () => {
  it('lists the extensions as the file picker takes them', () => {
    expect(acceptList(limits)).toBe('.pdf,.jpg,.jpeg,.png');
    expect(acceptList(null)).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte and megabytes above, in the UI language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024, 'ar')).toMatch(/^5 /);
  });
});
