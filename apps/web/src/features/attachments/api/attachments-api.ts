import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { invalidate, useEndpoint } from '../../../lib/server-state.ts';

/**
 * The attachments screen's calls (ARCHITECTURE rule 16), the only ones its components make. Uploads and replacements
 * go through the upload field (components/upload), which sends the file with its progress.
 */

/** Every file of the user, newest first (GET /api/attachment/loadAll). */
export function useAttachments(enabled: boolean) {
  return useEndpoint(routes.attachment.loadAll, undefined, { enabled });
}

/** The applicant's dependents, whom a document may be about (the household's list). */
export function useDependents(enabled: boolean) {
  return useEndpoint(routes.household.loadDependents, undefined, { enabled });
}

/**
 * Asks again, after an upload, a replacement or a deletion, every read on screen that shows the user's files: their
 * list, and the documents of their applications with the applications' counts (a replaced or deleted file changes
 * those too, wherever they are read).
 */
export async function reloadAttachments(): Promise<void> {
  await Promise.all([invalidate(routes.attachment.loadAll), invalidate(routes.applicationDocuments), invalidate(routes.application)]);
}

/** The bytes of one file (GET download/{id}). */
export const downloadAttachment = (id: string) => callApi(routes.attachment.download, { params: { id } });

/** DELETE delete/{id}: refused while a submitted application uses the file (the server says why). */
export const deleteAttachment = (id: string) => callApi(routes.attachment.delete, { params: { id } });
