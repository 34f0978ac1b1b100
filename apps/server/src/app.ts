import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { composeServices, type Adapters } from './compose.ts';
import type { AppConfig } from './config.ts';
import { applicationDependentViewsRoutes } from './modules/application/application-dependent-views.routes.ts';
import { applicationDocumentsRoutes } from './modules/attachment/application-documents.routes.ts';
import { attachmentRoutes } from './modules/attachment/attachment.routes.ts';
import { applicationLifecycleRoutes } from './modules/application/application-lifecycle.routes.ts';
import { applicationReapplyRoutes } from './modules/application/application-reapply.routes.ts';
import { applicationSelectionRoutes } from './modules/application/application-selection.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { calculatorRoutes } from './modules/calculator/calculator.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { appealRoutes } from './modules/appeal/appeal.routes.ts';
import { complaintRoutes } from './modules/complaint/complaint.routes.ts';
import { ticketRoutes } from './modules/ticket/ticket.routes.ts';
import { letterRoutes } from './modules/letter/letter.routes.ts';
import { visitRoutes } from './modules/visit/visit.routes.ts';
import { tamkeenProfileRoutes } from './modules/tamkeen-profile/tamkeen-profile.routes.ts';
import { tamkeenTrackRoutes } from './modules/tamkeen-track/tamkeen-track.routes.ts';
import { tamkeenPlanRoutes } from './modules/tamkeen-plan/tamkeen-plan.routes.ts';
import { tamkeenAppointmentRoutes } from './modules/tamkeen-appointment/tamkeen-appointment.routes.ts';
import { tamkeenPartnerRoutes } from './modules/tamkeen-partner/tamkeen-partner.routes.ts';
import { tamkeenOpportunityRoutes } from './modules/tamkeen-opportunity/tamkeen-opportunity.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { dependentRelationRoutes } from './modules/dependent-relation/dependent-relation.routes.ts';
import { dependentsRoutes } from './modules/household/dependents.routes.ts';
import { eligibilityHistoryRoutes } from './modules/eligibility-history/eligibility-history.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { housesRoutes } from './modules/household/houses.routes.ts';
import { lookupRoutes } from './modules/lookup/lookup.routes.ts';
import { opsRoutes } from './modules/ops/ops.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { programRoutes } from './modules/program/program.routes.ts';
import { programFormRoutes } from './modules/program-form/program-form.routes.ts';
import { ramadanRoutes } from './modules/ramadan/ramadan.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { lazyChildLoggerFactory, loggerOptions } from './platform/logger.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { authPlugin, type PrincipalResolver } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { etagPlugin } from './plugins/etag.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { generateRequestId, requestContextPlugin } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webStaticPlugin } from './plugins/web-static.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Where logs go; tests pass a stream to read them, or `false` for silence. */
  log?: NodeJS.WritableStream | false;
  /** Replaces the session cookie resolver (tests of access levels). */
  resolvePrincipal?: PrincipalResolver;
  /** Replaces outside-world adapters (a manual clock in tests); the rest are the local or production ones. */
  adapters?: Partial<Adapters>;
  /** Runs the background jobs (the jobs port's runner) once the app is ready: server.ts asks; tests only when they mean to. */
  runJobs?: boolean;
}

/** Builds the whole application with its plugins in a fixed order, then every module. Never listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.log === false ? false : loggerOptions(config.logLevel, deps.log),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: generateRequestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // '/api/application/load/' and '/api/application/load/{id}' are distinct spec paths: keep trailing slashes meaningful.
    // The longest path parameter is a 300-character reject reason, up to 9 URL-encoded bytes a character (Arabic: 6).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 2700 },
    frameworkErrors: frameworkErrorHandler({ supportedLanguages: config.supportedLanguages, defaultLanguage: config.defaultLanguage }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestContextPlugin, { supportedLanguages: config.supportedLanguages, defaultLanguage: config.defaultLanguage });
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { mapsEnabled: config.googleMapKey !== '', hsts: config.cookieSecure });
  await app.register(cookie);
  await app.register(xsrfPlugin, { secure: config.cookieSecure });
  await app.register(textGuardPlugin);
  const services = composeServices(config, database, deps.adapters, app.log);
  app.addHook('onClose', () => services.close());
  // Ready means migrated, seeded and composed; services.close() stops the runner before the database closes.
  if (deps.runJobs) app.addHook('onReady', () => services.adapters.jobs.start());
  await app.register(authPlugin, {
    resolvePrincipal: deps.resolvePrincipal ?? services.sessionResolver.resolve,
    freshProof: services.sessions.freshProofPolicy,
  });
  // After the auth plugin: the per-address ceiling goes before the session lookup on each /api route.
  await app.register(rateLimitPlugin, {
    redis: services.redis,
    apiPerIpPerMinute: config.apiRateLimit.perIp,
    now: () => services.adapters.clock.now().getTime(),
    keySecret: config.appSecret,
  });
  await app.register(etagPlugin);
  // Uploads (multipart/form-data), read part by part by the handlers that take them, never buffered (decision 046).
  await app.register(multipartPlugin);
  // API answers over 1 KB (lookups) are compressed per request; the web app's files are compressed at build time.
  await app.register(compress, {
    global: true,
    // No client compresses what it sends (the web app's bodies are small JSON); without request decompression no
    // route runs a pre-parsing hook, a step every request went through.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Off in production unless API_DOCS asks: the document maps every endpoint for whoever reads it.
  if (config.apiDocs) await app.register(openapiPlugin);

  await app.register(opsRoutes, { ping: () => database.ping() });
  await app.register(lookupRoutes, { lookups: services.lookups });
  await app.register(configRoutes, { config: services.config });
  await app.register(programRoutes, { programs: services.programs });
  await app.register(programFormRoutes, { programForms: services.programForms });
  await app.register(ramadanRoutes, { ramadan: services.ramadan });
  await app.register(authRoutes, {
    auth: services.auth,
    captchas: services.captchas,
    cookies: services.cookies,
    sessionResolver: services.sessionResolver,
    loginRateLimit: config.loginRateLimit,
    emergencyLogin: services.emergencyLogin,
  });
  await app.register(registrationRoutes, { registration: services.registration, cookies: services.cookies });
  await app.register(usersRoutes, {
    users: services.users,
    accountSecurity: services.accountSecurity,
    sessionCookies: services.cookies.session,
  });
  await app.register(dependentRelationRoutes, { dependentRelations: services.dependentRelations });
  await app.register(housesRoutes, { houses: services.houses });
  await app.register(dependentsRoutes, { dependents: services.dependents });
  await app.register(profileRoutes, { profile: services.profile, iban: services.iban });
  await app.register(applicationLifecycleRoutes, { reads: services.applicationReads, lifecycle: services.applicationLifecycle });
  await app.register(applicationSelectionRoutes, {
    selection: services.applicationSelection,
    selectionSync: services.applicationSelectionSync,
  });
  await app.register(applicationReapplyRoutes, { reapply: services.applicationReapply });
  await app.register(applicationDependentViewsRoutes, { dependentViews: services.applicationDependentViews });
  await app.register(attachmentRoutes, {
    attachments: services.attachments,
    documents: services.applicationDocuments,
    uploads: services.uploadReader,
  });
  await app.register(applicationDocumentsRoutes, { documents: services.applicationDocuments });
  await app.register(eligibilityHistoryRoutes, {
    history: services.eligibilityHistory,
    flvReads: services.flvReads,
    flvRequests: services.flvRequests,
  });
  await app.register(calculatorRoutes, { supportCalculator: services.supportCalculator, whatIf: services.whatIf });
  await app.register(paymentRoutes, { payments: services.payments, dependentPayments: services.dependentPayments });
  await app.register(historyRoutes, { history: services.historyData });
  await app.register(appealRoutes, { appeals: services.appeals, appealRaise: services.appealRaise });
  await app.register(complaintRoutes, { complaints: services.complaints });
  await app.register(ticketRoutes, { tickets: services.tickets, uploads: services.uploadReader });
  await app.register(letterRoutes, { letters: services.letters });
  await app.register(visitRoutes, { visits: services.visits });
  await app.register(tamkeenProfileRoutes, { tamkeenProfile: services.tamkeenProfile });
  await app.register(tamkeenTrackRoutes, { tamkeenTrack: services.tamkeenTrack });
  await app.register(tamkeenPlanRoutes, { tamkeenPlan: services.tamkeenPlan });
  await app.register(tamkeenAppointmentRoutes, { tamkeenAppointments: services.tamkeenAppointments });
  await app.register(tamkeenPartnerRoutes, { tamkeenPartners: services.tamkeenPartners });
  await app.register(tamkeenOpportunityRoutes, { tamkeenOpportunity: services.tamkeenOpportunity });
  if (config.demoMode) await app.register(devRoutes, { services });

  await app.register(webStaticPlugin, { dir: config.webDistDir });
  return app;
}
