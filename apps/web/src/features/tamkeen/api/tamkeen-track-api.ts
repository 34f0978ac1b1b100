import type { TamkeenTrackRequestEdit, TamkeenTrackRequestInput } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { endpointQuery, invalidate, useQuery } from '../../../lib/server-state.ts';

/**
 * Tamkeen's generated CV and change-track requests (docs/decisions/073-tamkeen-cv-and-change-track.md): the CV as a
 * download, and the person's requests to change track, validated before they are filed.
 */
const r = routes.tamkeenTrack;

/** Requests a page. */
export const trackRequestsPageSize = 10;

/** The caller's change-track requests, newest first, a page at a time (null: not asked). */
export function useTrackRequests(enabled: boolean, page: number) {
  return useQuery(enabled ? endpointQuery(r.changeTrackLoadByFilter, { body: { page, pageSize: trackRequestsPageSize } }) : null);
}

/** The caller's open request (NEW or UNDER_REVIEW), if any: the newest of that status. */
export function useOpenTrackRequest(enabled: boolean) {
  return useQuery(enabled ? endpointQuery(r.changeTrackLoadByFilter, { body: { status: ['NEW', 'UNDER_REVIEW'], pageSize: 1 } }) : null);
}

/** One request with its reason, answer and history (null: none chosen). */
export const useTrackRequestDetails = (id: string | null) =>
  useQuery(id ? endpointQuery(r.changeTrackLoadDetails, { params: { id } }) : null);

/** Whether the request would be accepted: answers the tracks, or throws the refusal save would give. */
export const validateTrackRequest = (body: TamkeenTrackRequestInput) => callApi(r.changeTrackValidation, { body });

/** Files the request; the lists are read again. */
export async function fileTrackRequest(body: TamkeenTrackRequestInput) {
  const filed = await callApi(r.changeTrackSave, { body });
  await Promise.all([invalidate(r.changeTrackLoadByFilter), invalidate(r.changeTrackLoadDetails)]);
  return filed;
}

/** Changes a NEW request's track or reason (the same checks as filing); the lists are read again. */
export async function editTrackRequest(body: TamkeenTrackRequestEdit) {
  const edited = await callApi(r.changeTrackEdit, { body });
  await Promise.all([invalidate(r.changeTrackLoadByFilter), invalidate(r.changeTrackLoadDetails)]);
  return edited;
}

/** Builds the CV from the profile and saves it as a PDF. */
export async function downloadGeneratedCv(fileName: string): Promise<void> {
  saveFile(await callApi(routes.tamkeenProfile.cvAttachmentGenerateCv, {}), fileName);
}
