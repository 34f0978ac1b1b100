import {
  tamkeenClassificationValues,
  type TamkeenClassificationInfo,
  type TamkeenCvInput,
  type TamkeenListTab,
  type TamkeenSummaryInput,
  type TamkeenTabContent,
} from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { readCached, writeCached } from '../../../lib/cache.ts';
import { endpointQuery, invalidate, useQuery, type EndpointState } from '../../../lib/server-state.ts';

/**
 * Tamkeen's reads and writes (decisions 067, 070): the classification (cached in session storage, spec §9), the
 * track types, and the able-to-work profile's tabs, CV and summary.
 */
const r = routes.tamkeenProfile;

const classificationCodes: readonly string[] = tamkeenClassificationValues;

function isClassification(value: unknown): value is TamkeenClassificationInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.classification === 'string' && classificationCodes.includes(candidate.classification);
}

/** The caller's classification: the cached one at once, then the server's, which is cached again. */
export function useClassification() {
  const state = useQuery(endpointQuery(r.classificationLoad));
  useEffect(() => {
    if (state.data) writeCached(sessionStorageKeys.classification, state.data);
  }, [state.data]);
  return { ...state, data: state.data ?? readCached(sessionStorageKeys.classification, isClassification) ?? undefined };
}

export const useTrackTypes = (enabled: boolean) => useQuery(enabled ? endpointQuery(r.trackLoadType) : null);
export const useTabsStatus = (enabled: boolean) => useQuery(enabled ? endpointQuery(r.loadTabsSts) : null);
export const useProfileStatus = (enabled: boolean) => useQuery(enabled ? endpointQuery(r.loadProfileSts) : null);
export const useCv = () => useQuery(endpointQuery(r.cvAttachmentLoad));

const tabRoutes = {
  education: { load: r.educationLoad, save: r.educationSave },
  experience: { load: r.experienceLoad, save: r.experienceSave },
  skills: { load: r.skillsLoad, save: r.skillsSave },
  training: { load: r.trainingLoad, save: r.trainingSave },
  volunteerExperience: { load: r.volunteerExperienceLoad, save: r.volunteerExperienceSave },
} as const;

/** One list tab's entries. */
export function useTab(tab: TamkeenListTab): EndpointState<TamkeenTabContent[TamkeenListTab]> {
  // Every list tab's load has the same `{ items, none }` shape; the route decides which list comes back.
  return useQuery(endpointQuery(tabRoutes[tab].load as typeof r.educationLoad)) as unknown as EndpointState<
    TamkeenTabContent[TamkeenListTab]
  >;
}

async function statusChanged(): Promise<void> {
  await Promise.all([invalidate(r.loadTabsSts), invalidate(r.loadProfileSts)]);
}

/** Saves a list tab whole; answers the six tabs' flags. */
export async function saveTab<T extends TamkeenListTab>(tab: T, body: TamkeenTabContent[T]) {
  const save = tabRoutes[tab].save as typeof r.educationSave;
  const saved = await callApi(save, { body: body as TamkeenTabContent['education'] });
  await Promise.all([statusChanged(), invalidate(tabRoutes[tab].load)]);
  return saved;
}

export async function saveCv(body: TamkeenCvInput) {
  const saved = await callApi(r.cvAttachmentSave, { body });
  await Promise.all([statusChanged(), invalidate(r.cvAttachmentLoad)]);
  return saved;
}

/** The first summary (save) or a change of it (edit). */
export async function writeSummary(body: TamkeenSummaryInput, exists: boolean) {
  const saved = exists ? await callApi(r.summaryEdit, { body }) : await callApi(r.summarySave, { body });
  await statusChanged();
  return saved;
}
