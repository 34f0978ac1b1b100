import { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import { createPurgeExpiredJob, registerPurgeExpired } from './jobs/purge-expired.ts';
import { createPurgeRepository } from './jobs/purge-expired.repository.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { createAppealServices } from './modules/appeal/appeal-services.ts';
import { createComplaintServices } from './modules/complaint/complaint-services.ts';
import { defineComplaintJobs } from './modules/complaint/complaint.jobs.ts';
import { createTicketServices } from './modules/ticket/ticket-services.ts';
import { createLetterFacts } from './modules/letter/letter-facts.ts';
import { createLetterRepository } from './modules/letter/letter.repository.ts';
import { createLettersService } from './modules/letter/letters.service.ts';
import { createVisitServices } from './modules/visit/visit-services.ts';
import { createTamkeenProfileRepository } from './modules/tamkeen-profile/tamkeen-profile.repository.ts';
import { createTamkeenProfileService } from './modules/tamkeen-profile/tamkeen-profile.service.ts';
import { createTamkeenTrackRepository } from './modules/tamkeen-track/tamkeen-track.repository.ts';
import { createTamkeenTrackService } from './modules/tamkeen-track/tamkeen-track.service.ts';
import { createTamkeenPlanRepository } from './modules/tamkeen-plan/tamkeen-plan.repository.ts';
import { createTamkeenPlanService } from './modules/tamkeen-plan/tamkeen-plan.service.ts';
import { createTamkeenAppointmentRepository } from './modules/tamkeen-appointment/tamkeen-appointment.repository.ts';
import { createTamkeenAppointmentsService } from './modules/tamkeen-appointment/tamkeen-appointments.service.ts';
import { createTamkeenPartnerRepository } from './modules/tamkeen-partner/tamkeen-partner.repository.ts';
import { createTamkeenPartnersService } from './modules/tamkeen-partner/tamkeen-partners.service.ts';
import { createTamkeenOpportunityRepository } from './modules/tamkeen-opportunity/tamkeen-opportunity.repository.ts';
import { createTamkeenOpportunityService } from './modules/tamkeen-opportunity/tamkeen-opportunity.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCurrentUserService } from './modules/auth/current-user.service.ts';
import { createEmergencyLoginRepository } from './modules/auth/emergency-login.repository.ts';
import { createDelegations, createEmergencyLoginService } from './modules/auth/emergency-login.service.ts';
import { createSignInThrottleRepository } from './modules/auth/sign-in-throttle.repository.ts';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.service.ts';
import { createCaptchaRepository } from './modules/captcha/captcha.repository.ts';
import { createCaptchaCookie } from './modules/captcha/captcha-cookie.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { createSupportCalculatorService } from './modules/calculator/support-calculator.service.ts';
import { createWhatIfService } from './modules/calculator/what-if.service.ts';
import { createApplicationAccess } from './modules/application/application-access.ts';
import { createApplicationBans } from './modules/application/application-bans.ts';
import { createApplicationDependentViewsRepository } from './modules/application/application-dependent-views.repository.ts';
import { createApplicationDependentViews } from './modules/application/application-dependent-views.service.ts';
import { createApplicationHeadTransfer } from './modules/application/application-head-transfer.ts';
import { createApplicationLifecycleService } from './modules/application/application-lifecycle.service.ts';
import { createApplicationReadiness } from './modules/application/application-readiness.ts';
import { createApplicationReadsService } from './modules/application/application-reads.service.ts';
import { createApplicationViews } from './modules/application/application-views.ts';
import { createApplicationReapplyService } from './modules/application/application-reapply.service.ts';
import { createApplicationSelectionSync, createSelectionResync } from './modules/application/application-selection-sync.service.ts';
import { createSelectionView } from './modules/application/application-selection-view.ts';
import { createApplicationSelectionRepository } from './modules/application/application-selection.repository.ts';
import { createApplicationSelectionService } from './modules/application/application-selection.service.ts';
import { createApplicationState } from './modules/application/application-state.ts';
import { createApplicationRepository } from './modules/application/application.repository.ts';
import { createCycleFactsRepository } from './modules/cycle/cycle-facts.repository.ts';
import { defineCycleJobs } from './modules/cycle/cycle.jobs.ts';
import { createCycleRepository } from './modules/cycle/cycle.repository.ts';
import { createCycleService } from './modules/cycle/cycle.service.ts';
import { createConfigService } from './modules/config/config.service.ts';
import { createDependentRelationRepository } from './modules/dependent-relation/dependent-relation.repository.ts';
import { createDependentRelationService } from './modules/dependent-relation/dependent-relation.service.ts';
import { createBeneficiaryScope } from './modules/eligibility-history/beneficiary-scope.ts';
import { createBeneficiaryScopeRepository } from './modules/eligibility-history/beneficiary-scope.repository.ts';
import { createEligibilityHistoryRepository } from './modules/eligibility-history/eligibility-history.repository.ts';
import { createEligibilityHistoryService } from './modules/eligibility-history/eligibility-history.service.ts';
import { createFlvReads } from './modules/eligibility-history/flv-reads.service.ts';
import { createFlvRequestService } from './modules/eligibility-history/flv-request.service.ts';
import { createReasonMessages } from './modules/eligibility-history/reason-messages.ts';
import { createHistoryRepository } from './modules/history/history.repository.ts';
import { createHistoryService } from './modules/history/history.service.ts';
import { createApplicationMonth } from './modules/payment/application-month.ts';
import { createHomeMonthRepository } from './modules/payment/home-month.repository.ts';
import { createDependentPaymentService } from './modules/payment/dependent-payment.service.ts';
import { createPaymentRepository } from './modules/payment/payment.repository.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { createDemoAccountsRepository } from './modules/dev/demo-accounts.repository.ts';
import { createDemoAccountsService } from './modules/dev/demo-accounts.service.ts';
import { createEligibilityParametersRepository } from './modules/eligibility/eligibility-parameters.repository.ts';
import { createEligibilityParametersService } from './modules/eligibility/eligibility-parameters.service.ts';
import { createDependentsService } from './modules/household/dependents.service.ts';
import { createHeadTransferService } from './modules/household/head-transfer.service.ts';
import { createHouseholdAccess } from './modules/household/household-access.ts';
import { createHouseholdSettingsReader } from './modules/household/household-settings.ts';
import { createHouseholdRepository } from './modules/household/household.repository.ts';
import { createHousesService } from './modules/household/houses.service.ts';
import { createLookupRepository } from './modules/lookup/lookup.repository.ts';
import { createLookupService } from './modules/lookup/lookup.service.ts';
import { createOtpRepository } from './modules/otp/otp.repository.ts';
import { createIbanRepository } from './modules/profile/iban.repository.ts';
import { createIbanService } from './modules/profile/iban.service.ts';
import { createProfileStatusService } from './modules/profile/profile-status.service.ts';
import { createProfileTabsRepository } from './modules/profile/profile-tabs.repository.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createOtpService, deriveOtpKey } from './modules/otp/otp.service.ts';
import { createParameterRepository } from './modules/parameter/parameter.repository.ts';
import { createParameterService } from './modules/parameter/parameter.service.ts';
import { createProgramRepository } from './modules/program/program.repository.ts';
import { createProgramService } from './modules/program/program.service.ts';
import { createProgramFormRepository } from './modules/program-form/program-form.repository.ts';
import { createApplicationDocumentsService } from './modules/attachment/application-documents.service.ts';
import { createAttachmentAccess } from './modules/attachment/attachment-access.ts';
import { createAttachmentFiles } from './modules/attachment/attachment-files.ts';
import { createAttachmentUploads } from './modules/attachment/attachment-uploads.ts';
import { createAttachmentRepository } from './modules/attachment/attachment.repository.ts';
import { createAppealRepository } from './modules/appeal/appeal.repository.ts';
import { createComplaintRepository } from './modules/complaint/complaint.repository.ts';
import { createAttachmentService } from './modules/attachment/attachment.service.ts';
import { createUploadReader } from './modules/attachment/upload-reader.ts';
import { createProgramFormService } from './modules/program-form/program-form.service.ts';
import { createRamadanRepository } from './modules/ramadan/ramadan.repository.ts';
import { createRamadanService } from './modules/ramadan/ramadan.service.ts';
import { createRegistrationRepository } from './modules/registration/registration.repository.ts';
import { createRegistrationService } from './modules/registration/registration.service.ts';
import { createSessionRepository } from './modules/session/session.repository.ts';
import { createSessionCookies } from './modules/session/session-cookies.ts';
import { createSessionResolver } from './modules/session/session-resolver.ts';
import { createSessionService } from './modules/session/session.service.ts';
import { createAccountSecurityService } from './modules/users/account-security.service.ts';
import { createEmailActivation } from './modules/users/email-activation.ts';
import { createOwnAccount } from './modules/users/own-account.ts';
import { createUsersService } from './modules/users/users.service.ts';
import type { BankVerification } from './platform/bank/bank-verification.ts';
import { createHttpBankVerification } from './platform/bank/bank-verification-http.ts';
import { createBankVerificationSimulator } from './platform/bank/bank-verification-simulator.ts';
import { createHttpCivilRegistry, createLocalCivilRegistry, type CivilRegistry } from './platform/civil-registry/civil-registry.ts';
import { systemClock, type Clock } from './platform/clock/clock.ts';
import { createArgon2Hasher, type PasswordHasher } from './platform/crypto/password-hasher.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { createJobs } from './platform/jobs/create-jobs.ts';
import type { Jobs } from './platform/jobs/jobs.ts';
import type { Log } from './platform/logger.ts';
import { createHttpEmailSender, createOutboxEmailSender, type EmailSender } from './platform/email/email-sender.ts';
import {
  createHttpIdentityProvider,
  createIdentityProviderSimulator,
  type IdentityProvider,
} from './platform/identity-provider/identity-provider.ts';
import type { FileStorage } from './platform/file-storage/file-storage.ts';
import { createLocalFileStorage, filesDirOf } from './platform/file-storage/local-file-storage.ts';
import { createPasswordPolicy } from './platform/password-policy/password-policy.ts';
import type { PdfRenderer } from './platform/pdf/pdf.ts';
import { createPdfkitRenderer } from './platform/pdf/pdfkit-renderer.ts';
import { createHttpPayments } from './platform/payments/payments-http.ts';
import { createLocalPayments, type Payments } from './platform/payments/payments.ts';
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from './platform/sms/sms-sender.ts';

/** Outside-world adapters; tests may swap one, and otherwise get the same local adapters demo mode uses. */
export interface Adapters {
  clock: Clock;
  hasher: PasswordHasher;
  sms: SmsSender;
  email: EmailSender;
  identityProvider: IdentityProvider;
  civilRegistry: CivilRegistry;
  bankVerification: BankVerification;
  /** Where attachments' bytes live (decision 046): the local disk under DATA_DIR/files unless replaced. */
  fileStorage: FileStorage;
  /**
   * Background and scheduled work (decision 056): pg-boss on PostgreSQL, in this process on PGlite. Composition
   * declares the jobs; only a server that asks (`runJobs`) starts running them.
   */
  jobs: Jobs;
  /** Transfers to beneficiaries (decision 057): the local adapter pays at once, failing an account ending in 0000. */
  payments: Payments;
  /** PDFs from blocks of Arabic and English (decision 063): pdfkit with the bidi layout, in this process. */
  pdf: PdfRenderer;
}

/**
 * The composition root: every service built once from configuration, database and adapters; `log` is the
 * application's logger, for services that report what they cannot answer with (a bank that failed, in the background).
 */
export function composeServices(config: AppConfig, database: DatabaseHandle, overrides: Partial<Adapters> = {}, log: Log) {
  const { db } = database;
  const smsOutbox = createOutboxSmsSender(db);
  const emailOutbox = createOutboxEmailSender(db);
  const idpSimulator = createIdentityProviderSimulator(db);
  const bankSimulator = createBankVerificationSimulator({ db, clock: overrides.clock ?? systemClock });
  // A count takes well under a millisecond: during an outage a command gives up after 500 ms instead of waiting out
  // the reconnection backoff (seconds), which every request that counts would wait for.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, commandTimeout: 500 }) : null;
  const adapters: Adapters = {
    clock: systemClock,
    hasher: createArgon2Hasher({ concurrency: config.passwordHashThreads }),
    sms: config.sms ? createHttpSmsSender(config.sms) : smsOutbox,
    email: config.email ? createHttpEmailSender(config.email) : emailOutbox,
    identityProvider: config.identityProvider ? createHttpIdentityProvider(config.identityProvider) : idpSimulator,
    // The local registry confirms any valid NIN (see its doc): demo mode and tests only; production requires the real one.
    civilRegistry: config.civilRegistry
      ? createHttpCivilRegistry(config.civilRegistry)
      : createLocalCivilRegistry(overrides.clock ?? systemClock),
    bankVerification: config.bankVerification ? createHttpBankVerification(config.bankVerification) : bankSimulator,
    fileStorage: createLocalFileStorage(filesDirOf(config)),
    // The local adapter pays at once (demo and tests); a deployment must name the payment bank (config.ts refuses it).
    payments: config.payments
      ? createHttpPayments(config.payments)
      : createLocalPayments({ now: () => (overrides.clock ?? systemClock).now() }),
    jobs: overrides.jobs ?? createJobs(database, log),
    pdf: createPdfkitRenderer(),
    ...overrides,
  };
  const { clock } = adapters;
  const now = () => clock.now().getTime();

  const parameters = createParameterService(createParameterRepository(db), now);
  registerPurgeExpired(adapters.jobs, createPurgeExpiredJob({ repository: createPurgeRepository(db), parameters, clock }), log);
  const lookups = createLookupService(createLookupRepository(db), now);
  const accounts = createAccountRepository(db);
  const audit = createAuditService(db);
  // The dated parameters of eligibility and payments (decision 055): what was valid on a cycle's first day.
  const eligibilityParameters = createEligibilityParametersService({
    db,
    repository: createEligibilityParametersRepository(db),
    audit,
    now,
  });
  // Dynamic program forms: the application services check and store an SSP application's answers through it.
  const programForms = createProgramFormService({ db, repository: createProgramFormRepository(db), audit });
  const otpRepository = createOtpRepository(db);
  const otps = createOtpService({
    db,
    repository: otpRepository,
    sms: adapters.sms,
    parameters,
    clock,
    key: deriveOtpKey(config.appSecret),
  });
  // Whether an emergency delegation holds: checked at entry and on every request of an acting session (decision 028).
  const delegations = createDelegations({ repository: createEmergencyLoginRepository(db), parameters, clock });
  const sessions = createSessionService({ repository: createSessionRepository(db), parameters, clock, standIns: delegations });
  // The cookies the routes read and write (the services see their values only): the session's two and the captcha's.
  const cookies = {
    session: createSessionCookies({ secure: config.cookieSecure }),
    captcha: createCaptchaCookie({ secure: config.cookieSecure }),
  };
  const captchas = createCaptchaService({ repository: createCaptchaRepository(db), parameters, clock });
  const authRepository = createAuthRepository(db);
  const currentUsers = createCurrentUserService({ accounts, repository: authRepository, delegations, sessions });
  const auth = createAuthService({
    db,
    currentUsers,
    accounts,
    repository: authRepository,
    otps,
    sessions,
    captchas,
    hasher: adapters.hasher,
    throttle: createSignInThrottle({
      db,
      repository: createSignInThrottleRepository(db),
      accounts,
      audit,
      sms: adapters.sms,
      parameters,
      clock,
      log,
    }),
    parameters,
    identityProvider: adapters.identityProvider,
    audit,
    clock,
    appSecret: config.appSecret,
  });
  const passwordPolicy = createPasswordPolicy();
  const emailActivation = createEmailActivation({ email: adapters.email, appSecret: config.appSecret, publicUrl: config.publicUrl, clock });
  const registration = createRegistrationService({
    db,
    accounts,
    repository: createRegistrationRepository(db),
    otps,
    sessions,
    captchas,
    hasher: adapters.hasher,
    parameters,
    civilRegistry: adapters.civilRegistry,
    passwordPolicy,
    audit,
    currentUsers,
    emailActivation,
    clock,
    appSecret: config.appSecret,
    log,
  });
  // The household domain: one repository, one lock-and-ownership helper and one settings reader shared by its services.
  const householdRepository = createHouseholdRepository(db);
  const householdShared = {
    db,
    repository: householdRepository,
    access: createHouseholdAccess({ db, repository: householdRepository }),
    readSettings: createHouseholdSettingsReader({ parameters, lookups }),
    audit,
    clock,
  };
  const houses = createHousesService(householdShared);
  const dependents = createDependentsService({ ...householdShared, civilRegistry: adapters.civilRegistry, delegations });
  // Applications: one repository, the lock-and-ownership helper and the state machine, shared by every application service.
  const applicationRepository = createApplicationRepository(db);
  const applicationAccess = createApplicationAccess({ db, repository: applicationRepository, household: householdShared.access });
  const applicationState = createApplicationState(applicationRepository);
  // The one ban from applying: the household's withdrawal ban, read by the application and users modules (decision 052).
  const applicationBans = createApplicationBans({ repository: applicationRepository, clock });
  // A transfer of head of household moves the open applications with the household (decision 045).
  const headTransfer = createHeadTransferService({
    ...householdShared,
    delegations,
    applications: createApplicationHeadTransfer(applicationRepository, createAttachmentRepository(db), [
      createAppealRepository(db),
      createComplaintRepository(db),
    ]),
  });
  // Selection of houses and dependents, its re-sync, the dependent's view and manual reapply (decision 048).
  const selectionRepository = createApplicationSelectionRepository(db);
  const selectionShared = {
    repository: selectionRepository,
    applications: applicationRepository,
    access: applicationAccess,
    readSettings: householdShared.readSettings,
    view: createSelectionView({ household: householdRepository, selection: selectionRepository, clock }),
    audit,
    clock,
  };
  const applicationSelection = createApplicationSelectionService({
    ...selectionShared,
    db,
    household: householdRepository,
    householdAccess: householdShared.access,
  });
  const applicationSelectionSync = createApplicationSelectionSync(selectionShared);
  const applicationReapply = createApplicationReapplyService({
    ...selectionShared,
    householdAccess: householdShared.access,
    state: applicationState,
  });
  const applicationDependentViews = createApplicationDependentViews({
    ...selectionShared,
    viewsRepository: createApplicationDependentViewsRepository(db),
  });
  // Attachments and application documents (decision 046): files through the storage port, rows under the applicant's lock.
  const attachmentRepository = createAttachmentRepository(db);
  const attachmentFiles = createAttachmentFiles({ storage: adapters.fileStorage, parameters, log });
  const attachmentShared = {
    db,
    repository: attachmentRepository,
    access: createAttachmentAccess({ db, repository: attachmentRepository }),
    applications: applicationAccess,
    uploads: createAttachmentUploads({
      repository: attachmentRepository,
      files: attachmentFiles,
      applications: applicationAccess,
      household: householdShared.access,
      lookups,
      audit,
      clock,
    }),
    files: attachmentFiles,
    audit,
    clock,
  };
  const attachments = createAttachmentService({ ...attachmentShared, readSettings: householdShared.readSettings });
  const applicationDocuments = createApplicationDocumentsService({ ...attachmentShared, applicationRepository });
  const ownAccount = createOwnAccount({ accounts, hasher: adapters.hasher });
  const users = createUsersService({
    db,
    accounts,
    own: ownAccount,
    otps,
    sessions,
    hasher: adapters.hasher,
    passwordPolicy,
    audit,
    currentUsers,
    emailActivation,
    clock,
    household: headTransfer,
    sms: adapters.sms,
    log,
    bans: applicationBans,
  });
  const accountSecurity = createAccountSecurityService({ db, own: ownAccount, otps, sessions, audit });
  const emergencyLogin = createEmergencyLoginService({ db, delegations, sessions, audit, currentUser: currentUsers.sessionUser });

  const profileRepository = createProfileRepository(db);
  const profileTabsRepository = createProfileTabsRepository(db);
  const ibanRepository = createIbanRepository(db);
  const iban = createIbanService({
    db,
    repository: ibanRepository,
    profiles: profileRepository,
    bank: adapters.bankVerification,
    audit,
    clock,
    log,
  });
  const profile = createProfileService({
    db,
    repository: profileRepository,
    tabsRepository: profileTabsRepository,
    status: createProfileStatusService({ db, repository: profileRepository, tabs: profileTabsRepository, parameters, clock }),
    lookups,
    iban,
    audit,
    clock,
  });
  // What the beneficiary reads of the cycles (decision 058): published results, payments, FLV pre-checks and the old
  // system's records, every id and NIN checked against the caller by one scope.
  const beneficiaryScope = createBeneficiaryScope(createBeneficiaryScopeRepository(db));
  const reasonMessages = createReasonMessages(lookups);
  const eligibilityHistoryRepository = createEligibilityHistoryRepository(db);
  const eligibilityShared = { repository: eligibilityHistoryRepository, scope: beneficiaryScope, reasons: reasonMessages };
  const eligibilityHistory = createEligibilityHistoryService(eligibilityShared);
  const flvReads = createFlvReads(eligibilityShared);
  const flvRequests = createFlvRequestService({
    repository: eligibilityHistoryRepository,
    scope: beneficiaryScope,
    facts: createCycleFactsRepository(db),
    profiles: profileRepository,
    applications: applicationRepository,
    parameters: eligibilityParameters,
    reads: flvReads,
    clock,
  });
  // The calculators (decision 059): a visitor's household typed in, and an applicant's own house with changes, on the
  // one eligibility function and the FLV's fact reader; nothing stored.
  const supportCalculator = createSupportCalculatorService({ parameters: eligibilityParameters, lookups, reasons: reasonMessages, clock });
  const whatIf = createWhatIfService({
    scope: beneficiaryScope,
    repository: eligibilityHistoryRepository,
    readers: { facts: createCycleFactsRepository(db), profiles: profileRepository, applications: applicationRepository },
    parameters: eligibilityParameters,
    lookups,
    reasons: reasonMessages,
    clock,
  });
  const paymentRepository = createPaymentRepository(db);
  const payments = createPaymentService({ repository: paymentRepository, scope: beneficiaryScope });
  const dependentPayments = createDependentPaymentService({ repository: paymentRepository, scope: beneficiaryScope });
  const historyData = createHistoryService({ repository: createHistoryRepository(db), scope: beneficiaryScope });

  // The applicant's own steps and reads on applications (decision 045): what blocks applying comes from the profile
  // module's answers (completion, the verified IBAN) and the form answers from the program-form module.
  const applicationViews = createApplicationViews({ db, repository: applicationRepository, parameters, clock });
  const applicationReadiness = createApplicationReadiness({
    repository: applicationRepository,
    accounts,
    profile: {
      profileStatusOf: async (principal) => (await profile.loadProfileSts(principal)).profileStatus,
      hasVerifiedIban: (accountId, tx) => ibanRepository.hasVerified(accountId, tx),
    },
  });
  const applicationReads = createApplicationReadsService({
    repository: applicationRepository,
    views: applicationViews,
    readiness: applicationReadiness,
    bans: applicationBans,
    iban,
    // The published result of the month on /home, with its payments (decision 058).
    applicationMonth: createApplicationMonth({ repository: createHomeMonthRepository(db), reasons: reasonMessages }),
    clock,
  });
  const applicationLifecycle = createApplicationLifecycleService({
    repository: applicationRepository,
    access: applicationAccess,
    state: applicationState,
    views: applicationViews,
    readiness: applicationReadiness,
    forms: programForms,
    // Submit re-syncs the selection with the household by the rule of process-application-houses (decision 048).
    resync: createSelectionResync(selectionShared),
    readSettings: householdShared.readSettings,
    parameters,
    audit,
    clock,
  });
  // The monthly cycle (decisions 055, 057): run, publish, pay and the Ramadan reward, each a job and a CLI command.
  const cycles = createCycleService({
    db,
    repository: createCycleRepository(db),
    facts: createCycleFactsRepository(db),
    profiles: profileRepository,
    applications: applicationRepository,
    state: applicationState,
    eligibility: eligibilityParameters,
    payments: adapters.payments,
    audit,
    clock,
    log,
  });
  defineCycleJobs(adapters.jobs, cycles, log);
  // Appeals (decision 060): raised on published results and payments, decided by case workers; an approval
  // re-evaluates the month through the cycle's fact reader and the one eligibility function.
  const appealServices = createAppealServices({
    db,
    scope: beneficiaryScope,
    parameters,
    eligibilityParameters,
    lookups,
    reasons: reasonMessages,
    readers: { facts: createCycleFactsRepository(db), profiles: profileRepository, applications: applicationRepository },
    facts: createCycleFactsRepository(db),
    applications: eligibilityHistoryRepository,
    payments: adapters.payments,
    audit,
    jobs: adapters.jobs,
    clock,
    log,
  });
  // Payment complaints (decision 062): about a payment of the caller's, answered by case workers on a clock.
  const complaintServices = createComplaintServices({ db, parameters, lookups, audit, clock });
  defineComplaintJobs(adapters.jobs, complaintServices.complaintDecisions, log);
  // Tickets (decision 064): opened by visitors with a code to their mobile, followed by the national ID's holder.
  const ticketServices = createTicketServices({ db, parameters, lookups, otps, files: attachmentFiles, audit, clock });
  const programs = createProgramService(createProgramRepository(db));
  // Letters (decision 063): what they certify is read through the eligibility and payment reads above; the PDF is
  // stored through the file-storage port so a check answers the same bytes.
  const letters = createLettersService({
    db,
    repository: createLetterRepository(db),
    facts: createLetterFacts({ eligibilityHistory, payments, lookups }),
    programs,
    lookups,
    pdf: adapters.pdf,
    storage: adapters.fileStorage,
    audit,
    clock,
    log,
    publicUrl: config.publicUrl,
  });
  // Field visits (decision 065): scheduled by case workers to a house; its head confirms or asks to move one.
  const visitServices = createVisitServices({ db, parameters, lookups, audit, clock });
  // Tamkeen's classification and able-to-work profile (decisions 067, 070): a person's own, verified by case workers.
  const tamkeenProfile = createTamkeenProfileService({
    db,
    repository: createTamkeenProfileRepository(db),
    lookups,
    audit,
    clock,
    pdf: adapters.pdf,
  });
  // Change-track requests (decision 073): one open at a time, decided by a case worker.
  const tamkeenTrack = createTamkeenTrackService({
    db,
    repository: createTamkeenTrackRepository(db),
    enrolment: tamkeenProfile,
    audit,
    clock,
  });
  // Tamkeen's plan with its report, appointments and partner evaluation (decision 072): the enrolled person's own.
  const tamkeenPartnerRepository = createTamkeenPartnerRepository(db);
  const tamkeenPlan = createTamkeenPlanService({
    db,
    repository: createTamkeenPlanRepository(db),
    partners: tamkeenPartnerRepository,
    enrolment: tamkeenProfile,
    pdf: adapters.pdf,
    audit,
    clock,
    log,
  });
  const tamkeenAppointments = createTamkeenAppointmentsService({
    db,
    repository: createTamkeenAppointmentRepository(db),
    partners: tamkeenPartnerRepository,
    enrolment: tamkeenProfile,
    audit,
    clock,
  });
  const tamkeenPartners = createTamkeenPartnersService({
    db,
    repository: tamkeenPartnerRepository,
    enrolment: tamkeenProfile,
    lookups,
    audit,
    clock,
  });
  // Tamkeen's job offers (decision 071): accepted with a code to the verified mobile, declined with a reason.
  const tamkeenOpportunity = createTamkeenOpportunityService({
    db,
    repository: createTamkeenOpportunityRepository(db),
    partners: tamkeenPartnerRepository,
    tamkeenProfile,
    lookups,
    otps,
    audit,
    clock,
  });

  return {
    adapters,
    /** Local adapters, read by the demo-mode endpoints. */
    local: {
      smsOutbox,
      emailOutbox,
      idpSimulator,
      demoAccounts: createDemoAccountsService({
        db,
        repository: createDemoAccountsRepository(db),
        sessions,
        hasher: adapters.hasher,
        audit,
        clock,
      }),
    },
    parameters,
    eligibilityParameters,
    cycles,
    lookups,
    accounts,
    audit,
    otps,
    sessions,
    /** The auth plugin's resolver of the session cookie, and what it loaded per request. */
    sessionResolver: createSessionResolver({ sessions, cookies: cookies.session }),
    cookies,
    captchas,
    auth,
    emergencyLogin,
    registration,
    users,
    accountSecurity,
    houses,
    dependents,
    iban,
    profile,
    applicationReads,
    applicationLifecycle,
    applicationSelection,
    applicationSelectionSync,
    applicationReapply,
    applicationDependentViews,
    eligibilityHistory,
    flvReads,
    flvRequests,
    supportCalculator,
    whatIf,
    payments,
    dependentPayments,
    historyData,
    ...appealServices,
    ...complaintServices,
    ...ticketServices,
    ...visitServices,
    tamkeenProfile,
    tamkeenTrack,
    tamkeenPlan,
    tamkeenAppointments,
    tamkeenPartners,
    tamkeenOpportunity,
    attachments,
    applicationDocuments,
    uploadReader: createUploadReader({ parameters }),
    programs,
    letters,
    programForms,
    ramadan: createRamadanService({ repository: createRamadanRepository(db), clock }),
    dependentRelations: createDependentRelationService({
      db,
      repository: createDependentRelationRepository(db),
      audit,
      clock,
      delegations,
    }),
    config: createConfigService({
      parameters,
      lookups,
      deployment: {
        googleMapKey: config.googleMapKey,
        defaultLanguage: config.defaultLanguage,
        supportedLanguages: config.supportedLanguages,
        demoMode: config.demoMode,
        localesDir: config.localesDir,
        reloadTranslations: config.env === 'development',
      },
    }),
    /** The one Redis client (REDIS_URL), shared by the rate-limit plugin's store; null keeps the counts in memory. */
    redis,
    async close(): Promise<void> {
      // First: a job under way still uses the services and the database.
      await adapters.jobs.stop();
      iban.close();
      // QUIT is a command like any other: during an outage it waits in the offline queue and fails with
      // MaxRetriesPerRequestError, which would fail the shutdown. A client that is not connected is simply dropped.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
export type Services = ReturnType<typeof composeServices>;
