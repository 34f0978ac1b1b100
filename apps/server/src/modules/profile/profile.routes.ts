import type { FastifyInstance } from 'fastify';
import { contract, type BodyOf, type EndpointConfig, type ParamsOf, type ResponseInputOf } from '@sanad/contract';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { IbanService } from './iban.service.ts';
import type { ProfileService } from './profile.service.ts';

/** The unified profile (spec §7 "Unified profile"): each endpoint hands the caller, its input and the context to one method. */
export async function profileRoutes(app: FastifyInstance, { profile, iban }: { profile: ProfileService; iban: IbanService }) {
  const e = contract.profile;
  const me = requirePrincipal;
  /** A save of one dependent's tab: the path's {a} and {b}, with the tab as sent. */
  const saveDependent = <E extends EndpointConfig>(
    endpoint: E,
    save: (principal: Principal, input: ParamsOf<E> & { body: BodyOf<E> }, ctx: RequestContext) => Promise<ResponseInputOf<E>>,
  ) => registerEndpoint(app, endpoint, ({ params, body, ctx, request }) => save(me(request), { ...params, body }, ctx));

  registerEndpoint(app, e.loadPersonalInfo, ({ request }) => profile.loadPersonalInfo(me(request)));
  registerEndpoint(app, e.savePersonalInfo, ({ body, ctx, request }) => profile.savePersonalInfo(me(request), body, ctx));
  registerEndpoint(app, e.disabilitiesData, ({ request }) => profile.disabilitiesData(me(request)));
  registerEndpoint(app, e.updateIban, ({ body, ctx, request }) => iban.updateIban(me(request), body, ctx));
  registerEndpoint(app, e.loadIbanInfo, ({ ctx, request }) => iban.loadIbanInfo(me(request), ctx));

  registerEndpoint(app, e.loadAddress, ({ request }) => profile.loadAddress(me(request)));
  registerEndpoint(app, e.saveAddress, ({ body, ctx, request }) => profile.saveAddress(me(request), body, ctx));
  registerEndpoint(app, e.loadRegions, () => profile.loadRegions());
  registerEndpoint(app, e.loadCities, ({ query }) => profile.loadCities(query));

  registerEndpoint(app, e.loadEducation, ({ request }) => profile.loadEducation(me(request)));
  registerEndpoint(app, e.saveEducation, ({ body, ctx, request }) => profile.saveEducation(me(request), body, ctx));
  registerEndpoint(app, e.loadLabor, ({ request }) => profile.loadLabor(me(request)));
  registerEndpoint(app, e.saveLabor, ({ body, ctx, request }) => profile.saveLabor(me(request), body, ctx));
  registerEndpoint(app, e.loadLicense, ({ request }) => profile.loadLicense(me(request)));
  registerEndpoint(app, e.saveLicense, ({ body, ctx, request }) => profile.saveLicense(me(request), body, ctx));
  registerEndpoint(app, e.loadIncome, ({ request }) => profile.loadIncome(me(request)));
  registerEndpoint(app, e.saveIncome, ({ body, ctx, request }) => profile.saveIncome(me(request), body, ctx));
  registerEndpoint(app, e.loadProperty, ({ request }) => profile.loadProperty(me(request)));
  registerEndpoint(app, e.saveProperty, ({ body, ctx, request }) => profile.saveProperty(me(request), body, ctx));
  registerEndpoint(app, e.savePropertySts, ({ body, ctx, request }) => profile.savePropertySts(me(request), body, ctx));

  registerEndpoint(app, e.loadSummary, ({ request }) => profile.loadSummary(me(request)));
  registerEndpoint(app, e.saveSummary, ({ body, ctx, request }) => profile.saveSummary(me(request), body, ctx));
  registerEndpoint(app, e.loadProfileSts, ({ request }) => profile.loadProfileSts(me(request)));
  registerEndpoint(app, e.complete, ({ params, ctx, request }) => profile.complete(me(request), params, ctx));

  registerEndpoint(app, e.loadAllDependents, ({ request }) => profile.loadAllDependents(me(request)));
  registerEndpoint(app, e.saveDependentsTab, ({ body, ctx, request }) => profile.saveDependentsTab(me(request), body, ctx));
  registerEndpoint(app, e.loadDependentPersonalInfo, ({ params, request }) => profile.loadDependentPersonalInfo(me(request), params));
  saveDependent(e.saveDependentPersonalInfo, profile.saveDependentPersonalInfo);
  registerEndpoint(app, e.loadDependentIncome, ({ params, request }) => profile.loadDependentIncome(me(request), params));
  saveDependent(e.saveDependentIncome, profile.saveDependentIncome);
  registerEndpoint(app, e.loadDependentEducation, ({ params, request }) => profile.loadDependentEducation(me(request), params));
  saveDependent(e.saveDependentEducation, profile.saveDependentEducation);
  registerEndpoint(app, e.loadDependentLicense, ({ params, request }) => profile.loadDependentLicense(me(request), params));
  saveDependent(e.saveDependentLicense, profile.saveDependentLicense);
  registerEndpoint(app, e.loadDependentProperty, ({ params, request }) => profile.loadDependentProperty(me(request), params));
  saveDependent(e.saveDependentProperty, profile.saveDependentProperty);
  saveDependent(e.saveDependentPropertySts, profile.saveDependentPropertySts);
  registerEndpoint(app, e.dependentDisabilitiesData, ({ params, request }) => profile.dependentDisabilitiesData(me(request), params));
}
