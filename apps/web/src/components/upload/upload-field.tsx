import '@mantine/core/styles/Progress.css';
import { Button, Progress, Text } from '@mantine/core';
import type { AttachmentSummary } from '@sanad/contract';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useAppConfig } from '../../lib/app-config.tsx';
import { errorMessage } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import formClasses from '../form/form.module.css';
import { toasts } from '../toast/toast-store.ts';
import hidden from '../visually-hidden.module.css';
import { acceptList, checkFile, fileExtension } from './file-checks.ts';
import { formatFileSize } from './file-size.ts';
import { filesToUpload, hasFileError, uploadHold, validFiles, type UploadFlags, type UploadHold } from './files-to-upload.ts';
import { sendUpload, type UploadTarget } from './upload-call.ts';
import classes from './upload-field.module.css';

export type { UploadHold } from './files-to-upload.ts';
export type { UploadTarget } from './upload-call.ts';

/** One chosen file and what became of it. */
export interface UploadItem extends UploadFlags {
  key: string;
  file: File;
  /** Percent sent while it uploads; null when it is not uploading. */
  progress: number | null;
  /** Why the server refused it, in its words. */
  refusal: string | null;
  /** The stored document, once uploaded. */
  attachment: AttachmentSummary | null;
}

/**
 * What the parent form reads: the `validFiles` control of spec §5, the documents stored so far, and why the form may
 * not go on yet (files chosen and not stored: failed, on their way or never sent), null when it may.
 */
export interface UploadFieldState {
  validFiles: boolean;
  uploaded: AttachmentSummary[];
  hold: UploadHold | null;
}

/** The id of the field's file input (`id` is the field's `id` prop): an error summary links there. */
export const uploadInputId = (id: string) => `${id}-input`;

export interface UploadFieldProps {
  /** Prefix of the field's element ids. */
  id?: string;
  /** The field's visible name. */
  label: string;
  description?: string;
  /** Where the files go; null while the parent's choices (the document type) are incomplete. */
  target: UploadTarget | null;
  /** Called instead of uploading while `target` is null: the parent shows what is missing. */
  onTargetMissing?: () => void;
  /** One file (a replacement) or several. */
  multiple?: boolean;
  /** Each document as the server stored it. */
  onUploaded?: (attachment: AttachmentSummary) => void;
  /** Every change of the files' state. */
  onChange?: (state: UploadFieldState) => void;
  /** The parent form's message about the field (why it cannot go on), shown at the field and read with its input. */
  error?: string;
  /**
   * Documents the parent has since removed (their ids): files stored as one of them leave the list instead of still
   * showing as uploaded.
   */
  removed?: readonly string[];
  testId?: string;
}

let nextKey = 1;

/**
 * The upload field (spec §5): files chosen with a real file input or dropped on the drop zone, checked in the browser
 * against the configured size and extensions (`config.upload`) and marked, then sent one after the other with a
 * progress bar each. A file is skipped if it is already uploaded or has a size, extension or earlier upload error; a
 * refused upload marks the file, shows the form error toast and leaves `validFiles` invalid until the file is removed.
 */
export function UploadField({
  id,
  label,
  description,
  target,
  onTargetMissing,
  multiple = true,
  onUploaded,
  onChange,
  error,
  removed = [],
  testId = 'upload-field',
}: UploadFieldProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const limits = useAppConfig()?.upload ?? null;
  const generatedId = useId();
  const prefix = id ?? `upload${generatedId.replace(/:/g, '')}`;
  const [chosen, setItems] = useState<UploadItem[]>([]);
  // A stored file the parent removed since is gone from the list (and from what the form reads). Keyed by the ids'
  // text, so a parent that passes a new array of the same ids changes nothing.
  const removedKey = removed.join(' ');
  const items = useMemo(() => {
    const gone = new Set(removedKey.split(' '));
    return removedKey === '' ? chosen : chosen.filter((item) => !item.attachment || !gone.has(item.attachment.id));
  }, [chosen, removedKey]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  // The upload button goes once nothing is left to send: focus moves back to the file input instead of being lost.
  const refocus = useRef(false);
  const listeners = useRef({ onUploaded, onChange });
  // Declared before the effect that reports changes, so that it reports to the latest callbacks.
  useEffect(() => {
    listeners.current = { onUploaded, onChange };
  }, [onUploaded, onChange]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) inputRef.current?.focus();
  });

  useEffect(() => {
    listeners.current.onChange?.({
      validFiles: validFiles(items),
      uploaded: items.flatMap((item) => (item.attachment ? [item.attachment] : [])),
      hold: uploadHold(items, busy),
    });
  }, [items, busy]);

  const change = (key: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const files = multiple ? chosen : chosen.slice(0, 1);
    const added = files.map((file): UploadItem => ({
      key: `f${nextKey++}`,
      file,
      ...checkFile(file, limits),
      isUploaded: false,
      uploadingError: false,
      progress: null,
      refusal: null,
      attachment: null,
    }));
    // One file at a time: a new choice replaces the one waiting, never one already stored.
    setItems((current) => (multiple ? [...current, ...added] : [...current.filter((item) => item.isUploaded), ...added]));
    const marked = added.filter(hasFileError).length;
    const text = t('upload.announce.added', { count: added.length });
    setAnnouncement(marked > 0 ? `${text} ${t('upload.announce.marked')}` : text);
  };

  const remove = (item: UploadItem) => {
    setItems((current) => current.filter((entry) => entry.key !== item.key));
    setAnnouncement(t('upload.announce.removed', { name: item.file.name }));
    inputRef.current?.focus();
  };

  const upload = async () => {
    if (busy) return;
    if (target === null) {
      onTargetMissing?.();
      return;
    }
    const queue = filesToUpload(items);
    if (queue.length === 0) return;
    setBusy(true);
    const run = new AbortController();
    controller.current = run;
    let failed = 0;
    for (const item of queue) {
      change(item.key, { progress: 0 });
      try {
        const outcome = await sendUpload(target, item.file, {
          onProgress: (percent) => change(item.key, { progress: percent }),
          signal: run.signal,
        });
        if (run.signal.aborted) return;
        if (outcome.ok) {
          change(item.key, { progress: null, isUploaded: true, attachment: outcome.attachment });
          listeners.current.onUploaded?.(outcome.attachment);
        } else {
          failed += 1;
          change(item.key, { progress: null, uploadingError: true, refusal: outcome.message });
        }
      } catch (error) {
        if (run.signal.aborted) return;
        failed += 1;
        const refusal = errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') });
        change(item.key, { progress: null, uploadingError: true, refusal });
      }
    }
    controller.current = null;
    refocus.current = true;
    setBusy(false);
    if (failed > 0) {
      toasts.show({ type: 'error', title: t('upload.dialog.errorTitle'), message: t('upload.dialog.formError') });
    }
    const text = t('upload.announce.done', { count: queue.length - failed });
    setAnnouncement(failed > 0 ? `${text} ${t('upload.dialog.formError')}` : text);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const extensions = limits?.extensions.map((extension) => extension.replace(/^\./, '').toUpperCase()).join(', ') ?? '';
  const maxSize = limits ? formatFileSize(limits.maxBytes, language) : '';
  const pending = filesToUpload(items).length;
  const anyError = items.some(hasFileError);
  const hintId = `${prefix}-hint`;
  const errorId = `${prefix}-error`;
  const messageId = `${prefix}-message`;
  const describedBy = [error ? messageId : null, anyError ? errorId : null].filter((part) => part !== null).join(' ') || undefined;

  const problem = (item: UploadItem): string | null => {
    if (item.sizeError) return item.file.size === 0 ? t('upload.errors.empty') : t('upload.errors.size', { size: maxSize });
    if (item.extensionError)
      return t('upload.errors.extension', { extension: fileExtension(item.file.name).toUpperCase() || '—', extensions });
    if (item.uploadingError) return item.refusal ?? t('upload.errors.uploading');
    return null;
  };

  return (
    <fieldset className={classes.field} data-testid={testId} data-invalid={error ? true : undefined} aria-describedby={describedBy}>
      <legend className={classes.legend}>{label}</legend>
      {description ? <Text size="sm">{description}</Text> : null}
      {error ? (
        <Text size="sm" id={messageId} className={classes.problem} data-testid={`${testId}-message`}>
          {error}
        </Text>
      ) : null}
      <div
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${testId}-zone`}
      >
        <Text fw={600}>{multiple ? t('upload.dropHere') : t('upload.dropHereOne')}</Text>
        <input
          ref={inputRef}
          id={uploadInputId(prefix)}
          type="file"
          className={`${hidden.hidden} ${classes.input}`}
          multiple={multiple}
          accept={acceptList(limits)}
          aria-describedby={error ? `${messageId} ${hintId}` : hintId}
          onChange={(event) => {
            add([...(event.currentTarget.files ?? [])]);
            // The same file may be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
          data-testid={`${testId}-input`}
        />
        <label htmlFor={`${prefix}-input`} className={classes.choose}>
          {multiple ? t('upload.choose') : t('upload.chooseOne')}
        </label>
        <Text size="sm" id={hintId}>
          {limits ? t('upload.limits', { extensions, size: maxSize }) : t('upload.limitsUnknown')}
        </Text>
      </div>

      {items.length > 0 ? (
        <ul className={classes.files} aria-label={t('upload.filesLabel')} data-testid={`${testId}-files`}>
          {items.map((item) => {
            const message = problem(item);
            return (
              <li
                key={item.key}
                className={classes.file}
                data-error={message !== null || undefined}
                data-testid={`${testId}-file`}
                data-uploaded={item.isUploaded || undefined}
              >
                <div className={classes.fileHead}>
                  <Text fw={600} className={classes.fileName}>
                    {item.file.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatFileSize(item.file.size, language)}
                  </Text>
                </div>
                {item.progress !== null ? (
                  <Progress
                    value={item.progress}
                    aria-label={t('upload.progress', { name: item.file.name })}
                    size="lg"
                    data-testid={`${testId}-progress`}
                  />
                ) : null}
                {message !== null ? (
                  <Text size="sm" className={classes.problem} data-testid={`${testId}-problem`}>
                    {message}
                  </Text>
                ) : (
                  <Text size="sm" c={item.isUploaded ? 'sanad.8' : undefined} data-testid={`${testId}-status`}>
                    {item.isUploaded
                      ? t('upload.status.uploaded')
                      : item.progress !== null
                        ? t('upload.status.uploading')
                        : t('upload.status.waiting')}
                  </Text>
                )}
                {/* Files waiting in a running upload are on their way too: only a marked one may go then. */}
                {!item.isUploaded && item.progress === null && (!busy || hasFileError(item)) ? (
                  <div>
                    <Button size="xs" variant="subtle" color="red" onClick={() => remove(item)} data-testid={`${testId}-remove`}>
                      {t('upload.remove')}
                      <span className={hidden.hidden}> {item.file.name}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      {anyError ? (
        <Text size="sm" id={errorId} className={classes.problem} data-testid={`${testId}-invalid`}>
          {t('upload.invalid')}
        </Text>
      ) : null}

      {pending > 0 ? (
        <div className={formClasses.actions}>
          <Button onClick={() => void upload()} loading={busy} data-testid={`${testId}-upload`}>
            {t('upload.upload', { count: pending })}
          </Button>
        </div>
      ) : null}

      <p role="status" className={hidden.hidden}>
        {announcement}
      </p>
    </fieldset>
  );
}
