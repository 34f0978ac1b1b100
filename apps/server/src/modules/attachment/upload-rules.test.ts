import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { allowedContentType, allowedTypesLabel, cleanFileName, extensionOf } from './upload-rules.ts';

const extensions = ['pdf', 'jpg', 'jpeg', 'png'];

describe('the type of an upload, from its first bytes', () => {
  it('takes a PDF, a PNG and a JPEG under an extension of their type, in any case', async () => {
    expect(await allowedContentType('a.pdf', sampleFiles.pdf(), extensions)).toBe('application/pdf');
    expect(await allowedContentType('a.PNG', sampleFiles.png(), extensions)).toBe('image/png');
    expect(await allowedContentType('a.jpg', sampleFiles.jpeg(), extensions)).toBe('image/jpeg');
    expect(await allowedContentType('a.jpeg', sampleFiles.jpeg(), extensions)).toBe('image/jpeg');
  });

  it('refuses content of another type than the name says, unknown content, and extensions not allowed', async () => {
    expect(await allowedContentType('x.pdf', sampleFiles.exe(), extensions)).toBeNull();
    expect(await allowedContentType('x.png', sampleFiles.pdf(), extensions)).toBeNull();
    expect(await allowedContentType('x.jpg', sampleFiles.png(), extensions)).toBeNull();
    expect(await allowedContentType('x.pdf', Buffer.from('just some text, no magic number'), extensions)).toBeNull();
    expect(await allowedContentType('x.exe', sampleFiles.exe(), [...extensions, 'exe'])).toBeNull();
    expect(await allowedContentType('x.png', sampleFiles.png(), ['pdf'])).toBeNull();
    expect(await allowedContentType('pdf', sampleFiles.pdf(), extensions)).toBeNull();
  });

  it('names the allowed types for a message', () => {
    expect(allowedTypesLabel(extensions)).toBe('PDF, JPG, JPEG, PNG');
  });
});

describe('the display name of an upload', () => {
  it('keeps the last segment of a path, whichever the separator', () => {
    expect(cleanFileName('C:\\fakepath\\scan.pdf')).toBe('scan.pdf');
    expect(cleanFileName('../../etc/passwd.png')).toBe('passwd.png');
  });

  it('drops control and direction-override characters and trims', () => {
    expect(cleanFileName('  in\u0000voice\u0007.pdf ')).toBe('invoice.pdf');
    expect(cleanFileName('evil\u202Egpj.exe')).toBe('evilgpj.exe');
  });

  it('keeps Arabic names and gives a name to an empty one', () => {
    expect(cleanFileName('صك الحضانة.pdf')).toBe('صك الحضانة.pdf');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('dir/')).toBe('file');
    expect(cleanFileName('..')).toBe('file');
  });

  it('cuts a long name to 255 characters, keeping its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(400)}.pdf`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('A.B.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('none')).toBe('');
  });
});
