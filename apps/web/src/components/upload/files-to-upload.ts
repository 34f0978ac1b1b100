/**
 * What the upload field keeps per file (spec §3 "Attachment upload": isUploaded, sizeError, extensionError,
 * uploadingError).
 */
export interface UploadFlags {
  /** The server has the file. */
  isUploaded: boolean;
  /** Larger than the configured limit (checked in the browser first). */
  sizeError: boolean;
  /** Its extension is not one the configuration allows (checked in the browser first). */
  extensionError: boolean;
  /** An earlier upload of it failed. */
  uploadingError: boolean;
}

/** Whether a file carries any error mark. */
export function hasFileError(file: UploadFlags): boolean {
  return file.sizeError || file.extensionError || file.uploadingError;
}

/**
 * The files an upload sends, in their order (spec §5): a file is skipped if it is already uploaded or has a size,
 * extension or earlier upload error.
 */
export function filesToUpload<F extends UploadFlags>(files: readonly F[]): F[] {
  return files.filter((file) => !file.isUploaded && !hasFileError(file));
}

/**
 * The form's `validFiles` control: valid when no file carries an error and at least one is uploaded. A failed
 * upload makes it invalid (spec §5) until that file is removed.
 */
export function validFiles(files: readonly UploadFlags[]): boolean {
  return files.every((file) => !hasFileError(file)) && files.some((file) => file.isUploaded);
}

/**
 * Why a form holding the field may not go on yet, or null when it may: no file chosen, or every chosen file stored.
 * While an upload runs, the files it has not stored yet are `uploading` (wait); after it, marked files are `failed`
 * (remove them; the form's validFiles control is invalid) and files never sent are `waiting` (upload or remove them).
 * `count` is how many files the reason is about.
 */
export interface UploadHold {
  reason: 'uploading' | 'failed' | 'waiting';
  count: number;
}

export function uploadHold(files: readonly UploadFlags[], uploading: boolean): UploadHold | null {
  const queued = filesToUpload(files).length;
  if (uploading && queued > 0) return { reason: 'uploading', count: queued };
  const failed = files.filter(hasFileError).length;
  if (failed > 0) return { reason: 'failed', count: failed };
  if (queued > 0) return { reason: 'waiting', count: queued };
  return null;
}
