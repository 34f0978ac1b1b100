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
} from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { callApi, type CallOptions } from '../../lib/api-client.ts';

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
