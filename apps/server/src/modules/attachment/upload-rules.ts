import { fileTypeFromBuffer } from 'file-type';
import { uploadContentTypes, type UploadExtension } from '@sanad/contract';

/** How many first bytes are enough to tell a file's type (file-type reads at most this many). */
export const typeSampleBytes = 4100;

/** The longest display name kept (the column's length). */
const maxNameLength = 255;

/** C0 and C1 control characters, and the bidirectional overrides that can make `evil\u202Efdp.exe` read as `.pdf`. */
function isUnsafe(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/**
 * The name a file is shown and downloaded under: the last segment of whatever path the browser sent (some send
 * `C:\fakepath\x.pdf`), without control or direction-override characters, trimmed, at most 255 characters with the
 * extension kept. It is only ever a label: the file is stored under a random key.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = [...lastSegment.normalize('NFC')]
    .filter((character) => !isUnsafe(character))
    .join('')
    .trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
  if (name.length <= maxNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, maxNameLength - extension.length) + extension;
}

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const isKnownExtension = (extension: string): extension is UploadExtension => Object.hasOwn(uploadContentTypes, extension);

/** The types allowed by the `config.upload` extensions, as a message names them ("PDF, JPG, JPEG, PNG"). */
export function allowedTypesLabel(extensions: readonly string[]): string {
  return extensions.map((extension) => extension.toUpperCase()).join(', ');
}

/**
 * The content type of an upload, decided from its first bytes (magic numbers), or null when it is not allowed: the
 * detected type must be one the allowed extensions name, and the file name's own extension must be allowed and name
 * that same type (a PDF renamed `.png` is refused, as is an executable renamed `.pdf`).
 */
export async function allowedContentType(fileName: string, head: Uint8Array, extensions: readonly string[]): Promise<string | null> {
  const extension = extensionOf(fileName);
  if (!extensions.includes(extension) || !isKnownExtension(extension)) return null;
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  const expected = uploadContentTypes[extension];
  return detected.mime === expected ? expected : null;
}
