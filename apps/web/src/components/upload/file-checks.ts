import type { AppConfig } from '@sanad/contract';

export type UploadLimits = AppConfig['upload'];

/** The extension of a file name, lower case and without its dot ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The configured extensions as the browser's file picker takes them (`.pdf,.jpg`). */
export function acceptList(limits: UploadLimits | null): string | undefined {
  if (!limits || limits.extensions.length === 0) return undefined;
  return limits.extensions.map((extension) => `.${extension.replace(/^\./, '').toLowerCase()}`).join(',');
}

/**
 * The browser's checks of a chosen file against the configuration (`config.upload`), before anything is sent: empty
 * or too large, or an extension the deployment does not take. Without a configuration only an empty file is marked:
 * the server checks the same limits, and its answer is shown then.
 */
export function checkFile(file: Pick<File, 'name' | 'size'>, limits: UploadLimits | null): { sizeError: boolean; extensionError: boolean } {
  if (!limits) return { sizeError: file.size === 0, extensionError: false };
  const allowed = limits.extensions.map((extension) => extension.replace(/^\./, '').toLowerCase());
  return {
    sizeError: file.size === 0 || file.size > limits.maxBytes,
    extensionError: allowed.length > 0 && !allowed.includes(fileExtension(file.name)),
  };
}
