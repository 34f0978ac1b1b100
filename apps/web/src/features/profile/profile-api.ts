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
import { callApi, type CallOptions } from '../../lib/api-client.ts';
import { isApiRequestError } from '../../lib/api-error.ts';

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
  load: (options?: CallOptions) => Promise<D>;
  save: (body: I) => Promise<Saved<D>>;
}

/** The tabs an applicant's and a dependent's profile share, each bound to the right contract entries. */
export interface SharedTabsApi {
  personal: TabEndpoints<PersonalInfo, PersonalInfoInput>;
  disabilities: (options?: CallOptions) => Promise<Disability[]>;
  education: TabEndpoints<EducationTab, EducationInput>;
  income: TabEndpoints<IncomeTab, IncomeInput>;
  license: TabEndpoints<LicenseTab, LicenseInput>;
  property: TabEndpoints<PropertyTab, PropertyInput> & {
    /** "Do you own properties?": false removes the listed ones. */
    saveSts: (hasProperties: boolean) => Promise<Saved<PropertyTab>>;
  };
}

const applicantApi: SharedTabsApi = {
  personal: {
    load: (options) => callApi(routes.profile.loadPersonalInfo, undefined, options),
    save: (body) => callApi(routes.profile.savePersonalInfo, { body }),
  },
  disabilities: (options) => callApi(routes.profile.disabilitiesData, undefined, options),
  education: {
    load: (options) => callApi(routes.profile.loadEducation, undefined, options),
    save: (body) => callApi(routes.profile.saveEducation, { body }),
  },
  income: {
    load: (options) => callApi(routes.profile.loadIncome, undefined, options),
    save: (body) => callApi(routes.profile.saveIncome, { body }),
  },
  license: {
    load: (options) => callApi(routes.profile.loadLicense, undefined, options),
    save: (body) => callApi(routes.profile.saveLicense, { body }),
  },
  property: {
    load: (options) => callApi(routes.profile.loadProperty, undefined, options),
    save: (body) => callApi(routes.profile.saveProperty, { body }),
    saveSts: (hasProperties) => callApi(routes.profile.savePropertySts, { body: { hasProperties } }),
  },
};

/** The dependent variant: every call names the applicant ({a}) and the dependent ({b}). */
function dependentApi(a: string, b: string): SharedTabsApi {
  const params = { a, b };
  return {
    personal: {
      load: (options) => callApi(routes.profile.loadDependentPersonalInfo, { params }, options),
      save: (body) => callApi(routes.profile.saveDependentPersonalInfo, { params, body }),
    },
    disabilities: (options) => callApi(routes.profile.dependentDisabilitiesData, { params: { id: b } }, options),
    education: {
      load: (options) => callApi(routes.profile.loadDependentEducation, { params }, options),
      save: (body) => callApi(routes.profile.saveDependentEducation, { params, body }),
    },
    income: {
      load: (options) => callApi(routes.profile.loadDependentIncome, { params }, options),
      save: (body) => callApi(routes.profile.saveDependentIncome, { params, body }),
    },
    license: {
      load: (options) => callApi(routes.profile.loadDependentLicense, { params }, options),
      save: (body) => callApi(routes.profile.saveDependentLicense, { params, body }),
    },
    property: {
      load: (options) => callApi(routes.profile.loadDependentProperty, { params }, options),
      save: (body) => callApi(routes.profile.saveDependentProperty, { params, body }),
      saveSts: (hasProperties) => callApi(routes.profile.saveDependentPropertySts, { params, body: { hasProperties } }),
    },
  };
}

export function sharedTabsApi(target: ProfileTarget): SharedTabsApi {
  return target.kind === 'applicant' ? applicantApi : dependentApi(target.applicantId, target.dependentId);
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
 * The same endpoints, telling `onClosed` when the server refuses one because the dependent's profile is closed (the
 * relation was asked again, or rejected, since the list was read): the screen then shows why instead of the tabs.
 * The failure still reaches the caller.
 */
export function closedProfileAware(api: SharedTabsApi, onClosed: (reason: ClosedProfileReason) => void): SharedTabsApi {
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        const reason = closedProfileRefusal(error);
        if (reason) onClosed(reason);
        throw error;
      }
    };
  return {
    personal: { load: guard(api.personal.load), save: guard(api.personal.save) },
    disabilities: guard(api.disabilities),
    education: { load: guard(api.education.load), save: guard(api.education.save) },
    income: { load: guard(api.income.load), save: guard(api.income.save) },
    license: { load: guard(api.license.load), save: guard(api.license.save) },
    property: { load: guard(api.property.load), save: guard(api.property.save), saveSts: guard(api.property.saveSts) },
  };
}
