import type { FastifyInstance } from 'fastify';
import { contract } from '@sanad/contract';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoint } from '../../plugins/contract-routes.ts';
import type { IbanService } from './iban.service.ts';
import type { ProfileService } from './profile.service.ts';

/** The unified profile (spec §7 "Unified profile"), one service call per endpoint. */
export async function profileRoutes(app: FastifyInstance, { profile, iban }: { profile: ProfileService; iban: IbanService }) {
  const e = contract.profile;
  const me = requirePrincipal;

  registerEndpoint(app, e.loadPersonalInfo, ({ request }) => profile.loadPersonalInfo(me(request)));
  registerEndpoint(app, e.savePersonalInfo, ({ body, request }) => profile.savePersonalInfo(me(request), body, request));
  registerEndpoint(app, e.disabilitiesData, ({ request }) => profile.disabilitiesData(me(request)));
  registerEndpoint(app, e.updateIban, ({ body, request }) => iban.updateIban(me(request), body.interimIban, request));
  registerEndpoint(app, e.loadIbanInfo, ({ request }) => iban.loadIbanInfo(me(request), request.log));

  registerEndpoint(app, e.loadAddress, ({ request }) => profile.loadAddress(me(request)));
  registerEndpoint(app, e.saveAddress, ({ body, request }) => profile.saveAddress(me(request), body, request));
  registerEndpoint(app, e.loadRegions, () => profile.loadRegions());
  registerEndpoint(app, e.loadCities, ({ query }) => profile.loadCities(query.regionCode));

  registerEndpoint(app, e.loadEducation, ({ request }) => profile.loadEducation(me(request)));
  registerEndpoint(app, e.saveEducation, ({ body, request }) => profile.saveEducation(me(request), body, request));
  registerEndpoint(app, e.loadLabor, ({ request }) => profile.loadLabor(me(request)));
  registerEndpoint(app, e.saveLabor, ({ body, request }) => profile.saveLabor(me(request), body, request));
  registerEndpoint(app, e.loadLicense, ({ request }) => profile.loadLicense(me(request)));
  registerEndpoint(app, e.saveLicense, ({ body, request }) => profile.saveLicense(me(request), body, request));
  registerEndpoint(app, e.loadIncome, ({ request }) => profile.loadIncome(me(request)));
  registerEndpoint(app, e.saveIncome, ({ body, request }) => profile.saveIncome(me(request), body, request));
  registerEndpoint(app, e.loadProperty, ({ request }) => profile.loadProperty(me(request)));
  registerEndpoint(app, e.saveProperty, ({ body, request }) => profile.saveProperty(me(request), body, request));
  registerEndpoint(app, e.savePropertySts, ({ body, request }) => profile.savePropertySts(me(request), body.hasProperties, request));

  registerEndpoint(app, e.loadSummary, ({ request }) => profile.loadSummary(me(request)));
  registerEndpoint(app, e.saveSummary, ({ request }) => profile.saveSummary(me(request), request));
  registerEndpoint(app, e.loadProfileSts, ({ request }) => profile.loadProfileSts(me(request)));
  registerEndpoint(app, e.complete, ({ params, request }) => profile.complete(me(request), params.id, request));

  registerEndpoint(app, e.loadAllDependents, ({ request }) => profile.loadAllDependents(me(request)));
  registerEndpoint(app, e.saveDependentsTab, ({ request }) => profile.saveDependentsTab(me(request), request));
  registerEndpoint(app, e.loadDependentPersonalInfo, ({ params, request }) => profile.loadDependentPersonalInfo(me(request), params.a, params.b));
  registerEndpoint(app, e.saveDependentPersonalInfo, ({ params, body, request }) =>
    profile.saveDependentPersonalInfo(me(request), params.a, params.b, body, request),
  );
  registerEndpoint(app, e.loadDependentIncome, ({ params, request }) => profile.loadDependentIncome(me(request), params.a, params.b));
  registerEndpoint(app, e.saveDependentIncome, ({ params, body, request }) =>
    profile.saveDependentIncome(me(request), params.a, params.b, body, request),
  );
  registerEndpoint(app, e.loadDependentEducation, ({ params, request }) => profile.loadDependentEducation(me(request), params.a, params.b));
  registerEndpoint(app, e.saveDependentEducation, ({ params, body, request }) =>
    profile.saveDependentEducation(me(request), params.a, params.b, body, request),
  );
  registerEndpoint(app, e.loadDependentLicense, ({ params, request }) => profile.loadDependentLicense(me(request), params.a, params.b));
  registerEndpoint(app, e.saveDependentLicense, ({ params, body, request }) =>
    profile.saveDependentLicense(me(request), params.a, params.b, body, request),
  );
  registerEndpoint(app, e.loadDependentProperty, ({ params, request }) => profile.loadDependentProperty(me(request), params.a, params.b));
  registerEndpoint(app, e.saveDependentProperty, ({ params, body, request }) =>
    profile.saveDependentProperty(me(request), params.a, params.b, body, request),
  );
  registerEndpoint(app, e.saveDependentPropertySts, ({ params, body, request }) =>
    profile.saveDependentPropertySts(me(request), params.a, params.b, body.hasProperties, request),
  );
  registerEndpoint(app, e.dependentDisabilitiesData, ({ params, request }) => profile.dependentDisabilitiesData(me(request), params.id));
}
