import type {
  DependentProfileSts,
  Disability,
  EducationInput,
  EducationTab,
  IncomeInput,
  IncomeTab,
  LicenseInput,
  LicenseTab,
  PersonalInfo,
  PersonalInfoInput,
  ProfileSts,
  PropertyInput,
  PropertyTab,
  RelationStatus,
} from '@sanad/contract';
import { isErrorCode, type ErrorCode } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { combineQueries, endpointQuery, useEndpoint, useQuery, type BodyOf, type EndpointQuery } from '../../../lib/server-state.ts';
import { cacheProfileStatus, readCachedProfileStatus } from './profile-status.ts';

/** The profile's calls (ARCHITECTURE rule 16): the reads its tabs show and the saves they send, nothing else. */

/** Whose profile a screen shows: the signed-in applicant's own, or one of their dependents'. */
export type ProfileTarget =
  | { kind: 'applicant' }
  | {
      kind: 'dependent';
      /** {a} of the dependent endpoints: the applicant's account id (the one acted for during an emergency login). */
      applicantId: string;
      /** {b}: the dependent. */
      dependentId: string;
    };

/** What a tab save answers about the profile it belongs to. */
export type AnyProfileStatus = ProfileSts | DependentProfileSts;

export interface Saved<D> {
  data: D;
  status: AnyProfileStatus;
}

export interface TabEndpoints<D, I> {
  /** The read of the tab's data (for `LoadedTab`, or `useQuery`). */
  load: EndpointQuery<D>;
  save: (body: I) => Promise<Saved<D>>;
}

/** The tabs an applicant's and a dependent's profile share, each bound to the right contract entries. */
export interface SharedTabsApi {
  personal: TabEndpoints<PersonalInfo, PersonalInfoInput>;
  disabilities: EndpointQuery<Disability[]>;
  education: TabEndpoints<EducationTab, EducationInput>;
  income: TabEndpoints<IncomeTab, IncomeInput>;
  license: TabEndpoints<LicenseTab, LicenseInput>;
  property: TabEndpoints<PropertyTab, PropertyInput> & {
    /** "Do you own properties?": false removes the listed ones. */
    saveSts: (hasProperties: boolean) => Promise<Saved<PropertyTab>>;
  };
}

/**
 * Why a dependent's profile is closed to the applicant (docs/decisions/010-unified-profile.md, Update): `awaiting` while
 * an adult dependent with an account has not confirmed the relation, `rejected` once they refused it.
 */
export type ClosedProfileReason = 'awaiting' | 'rejected';

/** The reason a closed profile gives, from the dependent's relation status in the list of dependents. */
export function closedReasonOf(relationStatus: RelationStatus): ClosedProfileReason {
  return relationStatus === 'REJECTED' ? 'rejected' : 'awaiting';
}

const refusals: Partial<Record<ErrorCode, ClosedProfileReason>> = {
  DEPENDENT_NOT_CONFIRMED: 'awaiting',
  DEPENDENT_RELATION_REJECTED: 'rejected',
};

/** The server's refusal of a closed profile (409), or null for any other failure. */
export function closedProfileRefusal(error: unknown): ClosedProfileReason | null {
  if (!isApiRequestError(error)) return null;
  return isErrorCode(error.code) ? (refusals[error.code] ?? null) : null;
}

/**
 * The shared tabs' endpoints for a profile: the applicant's own, or the dependent variant, where every call names the
 * applicant ({a}) and the dependent ({b}). With `onClosed`, a dependent's screen is told when the server refuses a
 * call because the profile is closed (the relation was asked again, or rejected, since the list was read), to show
 * why instead of the tabs; the failure still reaches the caller.
 */
export function sharedTabsApi(target: ProfileTarget, onClosed?: (reason: ClosedProfileReason) => void): SharedTabsApi {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        const reason = closedProfileRefusal(error);
        if (reason) onClosed?.(reason);
        throw error;
      }
    };
  const params = target.kind === 'dependent' ? { a: target.applicantId, b: target.dependentId } : null;
  type Params = NonNullable<typeof params>;
  // Each entry names the applicant's endpoint, then the dependent's.
  const read = <T>(own: EndpointQuery<T>, theirs: (params: Params) => EndpointQuery<T>): EndpointQuery<T> => {
    const query = params ? theirs(params) : own;
    return { ...query, call: guard(query.call) };
  };
  const save = <I, R1, R2>(own: (body: I) => Promise<R1>, theirs: (body: I, params: Params) => Promise<R2>) =>
    guard((body: I): Promise<R1 | R2> => (params ? theirs(body, params) : own(body)));
  return {
    personal: {
      load: read(endpointQuery(routes.profile.loadPersonalInfo), (p) =>
        endpointQuery(routes.profile.loadDependentPersonalInfo, { params: p }),
      ),
      save: save(
        (body: PersonalInfoInput) => callApi(routes.profile.savePersonalInfo, { body }),
        (body, p) => callApi(routes.profile.saveDependentPersonalInfo, { params: p, body }),
      ),
    },
    disabilities: read(endpointQuery(routes.profile.disabilitiesData), (p) =>
      endpointQuery(routes.profile.dependentDisabilitiesData, { params: { id: p.b } }),
    ),
    education: {
      load: read(endpointQuery(routes.profile.loadEducation), (p) => endpointQuery(routes.profile.loadDependentEducation, { params: p })),
      save: save(
        (body: EducationInput) => callApi(routes.profile.saveEducation, { body }),
        (body, p) => callApi(routes.profile.saveDependentEducation, { params: p, body }),
      ),
    },
    income: {
      load: read(endpointQuery(routes.profile.loadIncome), (p) => endpointQuery(routes.profile.loadDependentIncome, { params: p })),
      save: save(
        (body: IncomeInput) => callApi(routes.profile.saveIncome, { body }),
        (body, p) => callApi(routes.profile.saveDependentIncome, { params: p, body }),
      ),
    },
    license: {
      load: read(endpointQuery(routes.profile.loadLicense), (p) => endpointQuery(routes.profile.loadDependentLicense, { params: p })),
      save: save(
        (body: LicenseInput) => callApi(routes.profile.saveLicense, { body }),
        (body, p) => callApi(routes.profile.saveDependentLicense, { params: p, body }),
      ),
    },
    property: {
      load: read(endpointQuery(routes.profile.loadProperty), (p) => endpointQuery(routes.profile.loadDependentProperty, { params: p })),
      save: save(
        (body: PropertyInput) => callApi(routes.profile.saveProperty, { body }),
        (body, p) => callApi(routes.profile.saveDependentProperty, { params: p, body }),
      ),
      saveSts: save(
        (hasProperties: boolean) => callApi(routes.profile.savePropertySts, { body: { hasProperties } }),
        (hasProperties, p) => callApi(routes.profile.saveDependentPropertySts, { params: p, body: { hasProperties } }),
      ),
    },
  };
}

/**
 * The personal tab's two reads as one: the person's answers and the disabilities the lookup offers. Shown once both
 * are in, failed once either failed; a retry asks both again, a save's answer replaces both.
 */
export function usePersonalData(api: SharedTabsApi) {
  const query = useMemo(
    () => combineQueries([api.personal.load, api.disabilities], ([info, disabilities]) => ({ info, disabilities })),
    [api],
  );
  return useQuery(query);
}

/** The applicant's own tabs. */
export const addressQuery = endpointQuery(routes.profile.loadAddress);
export const saveAddress = (body: BodyOf<typeof routes.profile.saveAddress>) => callApi(routes.profile.saveAddress, { body });
export const laborQuery = endpointQuery(routes.profile.loadLabor);
export const saveLabor = (body: BodyOf<typeof routes.profile.saveLabor>) => callApi(routes.profile.saveLabor, { body });

/** Every dependent with their profile's status (the dependents tab, and a dependent's profile screen). */
export const useAllDependents = () => useEndpoint(routes.profile.loadAllDependents);
/** The applicant's confirmation that the list of dependents is whole; answers the profile's status. */
export const confirmDependents = () => callApi(routes.profile.saveDependentsTab, { body: { confirmed: true } });

export const useSummary = () => useEndpoint(routes.profile.loadSummary);
export const acceptDeclaration = () => callApi(routes.profile.saveSummary, { body: { declarationAccepted: true } });
export const completeProfile = (profileId: string) => callApi(routes.profile.complete, { params: { id: profileId } });

/** The payment IBAN; reading it also asks the bank again about one waiting for it. */
export const useIbanInfo = () => useEndpoint(routes.profile.loadIbanInfo);
export const updateIban = (body: BodyOf<typeof routes.profile.updateIban>) => callApi(routes.profile.updateIban, { body });

/**
 * The applicant's tab flags and profile status: shown at once from the session-storage cache, refreshed from
 * GET load-profile-sts on arrival, and replaced by the status every save answers (`update`); each also rewrites the
 * cache. `failed` is the failure of the read (null when none), `reload` asks again.
 */
export function useProfileStatus() {
  const [cached] = useState<ProfileSts | null>(readCachedProfileStatus);
  const { data, failed, error, retry, setData } = useEndpoint(routes.profile.loadProfileSts);
  useEffect(() => {
    if (data) cacheProfileStatus(data);
  }, [data]);
  const update = useCallback((next: ProfileSts) => setData(next), [setData]);
  return { status: data ?? cached, update, failed: failed ? error : null, reload: retry };
}
