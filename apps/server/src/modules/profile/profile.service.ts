import {
  applicantTabList,
  type AddressInput,
  type ApplicantTab,
  type CitiesQuery,
  type DependentIdParams,
  type DependentsTabInput,
  type DependentTabParams,
  type DependentTabSave,
  type DependentWithProfile,
  type Disability,
  type EducationInput,
  type IncomeInput,
  type LaborInput,
  type Language,
  type LicenseInput,
  type LookupItem,
  type PersonalInfoInput,
  type ProfileIdParams,
  type ProfileSts,
  type ProfileSummary,
  type PropertyInput,
  type PropertyStsInput,
  type SummaryInput,
} from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isAdult } from '../household/household-rules.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { IbanService } from './iban.service.ts';
import { actorOf } from '../audit/audit-actor.ts';
import {
  dependentAccess,
  dependentSts,
  profileSts,
  type Applicant,
  type ProfileStatusService,
  type StatusInputs,
} from './profile-status.service.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';
import type { ProfileTabsRepository } from './profile-tabs.repository.ts';
import { createAddressTab } from './tabs/address-tab.service.ts';
import { createEducationTab } from './tabs/education-tab.service.ts';
import { createIncomeTab } from './tabs/income-tab.service.ts';
import { createLaborTab } from './tabs/labor-tab.service.ts';
import { createLicenseTab } from './tabs/license-tab.service.ts';
import type { PersonTabService, TabSaveContext } from './tabs/person-tab.ts';
import { createPersonalTab } from './tabs/personal-tab.service.ts';
import { createPropertyTab } from './tabs/property-tab.service.ts';

type Dependent = NonNullable<Awaited<ReturnType<ProfileRepository['findActiveDependent']>>>;
/** The refusal of a dependent's profile that is closed to the applicant, by why it is closed. */
const closedProfile = { awaiting: 'DEPENDENT_NOT_CONFIRMED', rejected: 'DEPENDENT_RELATION_REJECTED' } as const;
/** What a tab save writes into: the applicant's own profile, or one of their dependents'. */
type Owner = { kind: 'applicant' } | { kind: 'dependent'; dependentId: string };
/** One write of a tab: what it checks and what it writes, in the save's transaction (audited as `profile.<action>`). */
interface TabWrite {
  action: string;
  validate(context: TabSaveContext): Promise<DomainFieldError[]>;
  write(context: TabSaveContext): Promise<void>;
}

/**
 * The unified profile (DOMAIN.md "Unified profile", spec §7): the applicant's eight tabs and the five of each active
 * dependent, each saved whole in a transaction that locks the profile row, answered with the tab as stored and the
 * completion it leads to; the dependents tab, the summary and its declaration, and complete/{id}.
 */
export function createProfileService(deps: {
  db: Database;
  repository: ProfileRepository;
  tabsRepository: ProfileTabsRepository;
  status: ProfileStatusService;
  lookups: LookupService;
  iban: IbanService;
  audit: AuditService;
  clock: Clock;
}) {
  const { db, repository, tabsRepository, status, lookups, iban, audit, clock } = deps;
  const tabs = {
    personal: createPersonalTab(repository, tabsRepository, { showEmail: true }),
    /** A dependent's personal tab: the same, without the e-mail of their account. */
    dependentPersonal: createPersonalTab(repository, tabsRepository, { showEmail: false }),
    address: createAddressTab(tabsRepository),
    education: createEducationTab(tabsRepository),
    labor: createLaborTab(tabsRepository),
    license: createLicenseTab(tabsRepository),
    income: createIncomeTab(repository, tabsRepository),
    properties: createPropertyTab(repository, tabsRepository),
  };
  /** Cities of one region, kept per cached list so a cacheable answer is the same object until the list reloads. */
  const citiesByRegion = new WeakMap<LookupItem[], Map<string, LookupItem[]>>();

  async function applicantOf(principal: Principal): Promise<Applicant> {
    const holder = await repository.findAccountHolder(principal.accountId);
    if (!holder) throw new DomainError('UNAUTHENTICATED');
    return { accountId: holder.accountId, personId: holder.personId, birthDate: holder.birthDate };
  }

  /** {a} must be the caller's own account and {b} one of their active dependents; anything else is a 404. */
  async function dependentOf(principal: Principal, applicantAccountId: string, dependentId: string, tx: Database = db): Promise<Dependent> {
    if (applicantAccountId !== principal.accountId || !isUuid(dependentId)) throw new DomainError('NOT_FOUND');
    const found = await repository.findActiveDependent(principal.accountId, dependentId, tx);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /**
   * The same, and the dependent's profile open to the applicant: an adult dependent with an account who has not
   * CONFIRMED the relation keeps their declared data to themselves (409, never 403: that would end the session).
   */
  async function openDependentOf(principal: Principal, a: string, b: string, given: StatusInputs, tx: Database = db): Promise<Dependent> {
    const found = await dependentOf(principal, a, b, tx);
    const access = dependentAccess(found, given);
    if (access !== 'open') throw new DomainError(closedProfile[access]);
    return found;
  }

  /**
   * The one way a tab is written: lookups and parameters read first (PGlite has a single connection), then in one
   * transaction the applicant's profile row is locked (and the dependent's after it, always in that order), the input
   * checked against what is stored, written, and the applicant's completion settled.
   */
  async function saveTab<D>(principal: Principal, owner: Owner, tab: PersonTabService<never, D>, ctx: RequestContext, operation: TabWrite) {
    const applicant = await applicantOf(principal);
    const [all, given] = await Promise.all([lookups.all(), status.inputs()]);
    // Not theirs (404) or closed to them (409): refused before anything is written, not even a profile row.
    if (owner.kind === 'dependent') await openDependentOf(principal, principal.accountId, owner.dependentId, given);
    return db.transaction(async (tx) => {
      const applicantProfile = await repository.lockProfile(applicant.personId, tx);
      let person: { personId: string; birthDate: string; profile: ProfileRow; dependentId: string | null } = {
        ...applicant,
        profile: applicantProfile,
        dependentId: null,
      };
      if (owner.kind === 'dependent') {
        // Removed meanwhile, or the relation asked again? Checked again under the lock.
        const dependent = await openDependentOf(principal, principal.accountId, owner.dependentId, given, tx);
        person = { ...dependent, profile: await repository.lockProfile(dependent.personId, tx), dependentId: dependent.id };
      }
      const context: TabSaveContext = {
        lookups: all,
        today: given.today,
        birthDate: person.birthDate,
        personId: person.personId,
        profile: person.profile,
        now: clock.now(),
        tx,
      };
      const fieldErrors = await operation.validate(context);
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
      await operation.write(context);
      const settled = await status.settle(applicant, given, tx);
      await audit.record(
        actorOf(principal, ctx),
        {
          action: `profile.${operation.action}`,
          entity: 'profile',
          entityId: person.profile.id,
          after: { tab: tab.tab, dependentId: person.dependentId },
        },
        tx,
      );
      const data = await tab.load(person.personId, tx);
      return { data, settled, personId: person.personId };
    });
  }

  /** A tab's own save: its checks, then its write. */
  const saveOf = <I>(tab: PersonTabService<I, unknown>, input: I): TabWrite => ({
    action: `save-${tab.tab}`,
    validate: (context) => tab.validate(input, context),
    write: (context) => tab.save(input, context),
  });
  /** save-sts: the properties answer alone, nothing to check beyond its shape. */
  const propertyStsOf = ({ hasProperties }: PropertyStsInput): TabWrite => ({
    action: 'save-properties-sts',
    validate: async () => [],
    write: (context) => tabs.properties.saveSts(hasProperties, context),
  });

  async function saveApplicantTab<D>(principal: Principal, tab: PersonTabService<never, D>, operation: TabWrite, ctx: RequestContext) {
    const saved = await saveTab(principal, { kind: 'applicant' }, tab, ctx, operation);
    return { data: saved.data, status: profileSts(saved.settled.profile, saved.settled.completion) };
  }

  async function saveDependentTab<D>(
    principal: Principal,
    { a, b }: DependentTabParams,
    tab: PersonTabService<never, D>,
    operation: TabWrite,
    ctx: RequestContext,
  ) {
    if (a !== principal.accountId) throw new DomainError('NOT_FOUND');
    const saved = await saveTab(principal, { kind: 'dependent', dependentId: b }, tab, ctx, operation);
    return { data: saved.data, status: dependentSts(b, saved.settled.snapshots.get(saved.personId)) };
  }

  async function loadDependentTab<D>(principal: Principal, { a, b }: DependentTabParams, tab: PersonTabService<unknown, D>): Promise<D> {
    const dependent = await openDependentOf(principal, a, b, await status.inputs());
    return tab.load(dependent.personId);
  }

  /** One dependent tab as its two methods: load ({a}, {b}), and save ({a}, {b} and the tab as sent). */
  const dependentTabOf = <I, D>(tab: PersonTabService<I, D>) => ({
    load: (principal: Principal, input: DependentTabParams): Promise<D> => loadDependentTab(principal, input, tab),
    save: (principal: Principal, { body, ...ref }: DependentTabSave<I>, ctx: RequestContext) =>
      saveDependentTab(principal, ref, tab, saveOf(tab, body), ctx),
  });
  const ofDependent = {
    personal: dependentTabOf(tabs.dependentPersonal),
    income: dependentTabOf(tabs.income),
    education: dependentTabOf(tabs.education),
    license: dependentTabOf(tabs.license),
    properties: dependentTabOf(tabs.properties),
  };

  async function currentSts(principal: Principal): Promise<ProfileSts> {
    const state = await status.current(await applicantOf(principal));
    return profileSts(state.profile, state.completion);
  }

  /** Writes one of the profile row's own answers under the lock, settles and audits it. */
  async function writeProfileAnswer(
    principal: Principal,
    ctx: RequestContext,
    action: string,
    write: (row: ProfileRow, applicant: Applicant, given: StatusInputs, now: Date, tx: Database) => Promise<Record<string, unknown>>,
  ): Promise<ProfileSts> {
    const applicant = await applicantOf(principal);
    const given = await status.inputs();
    return db.transaction(async (tx) => {
      const row = await repository.lockProfile(applicant.personId, tx);
      const now = clock.now();
      const after = await write(row, applicant, given, now, tx);
      const settled = await status.settle(applicant, given, tx);
      await audit.record(actorOf(principal, ctx), { action, entity: 'profile', entityId: row.id, after }, tx);
      return profileSts(settled.profile, settled.completion);
    });
  }

  async function summary(principal: Principal): Promise<ProfileSummary> {
    const applicant = await applicantOf(principal);
    const [state, given] = await Promise.all([status.current(applicant), status.inputs()]);
    // A total would reveal what a dependent with a closed profile declared: only open profiles are counted.
    const open = state.dependents.filter((d) => dependentAccess(d, given) === 'open');
    const people = [applicant.personId, ...open.map((d) => d.personId)];
    const [housesCount, totalMonthlyIncome, totalPropertyValue, hasVerifiedIban] = await Promise.all([
      repository.countLiveHouses(applicant.accountId),
      repository.totalMonthlyIncome(people),
      repository.totalPropertyValue(people),
      iban.hasVerifiedIban(applicant.accountId),
    ]);
    return {
      status: profileSts(state.profile, state.completion),
      missingTabs: state.completion.missing,
      housesCount,
      dependentsCount: state.dependents.length,
      totalMonthlyIncome,
      totalPropertyValue,
      hasVerifiedIban,
      declarationAcceptedAt: state.profile.declarationAcceptedAt?.toISOString() ?? null,
    };
  }

  /** The open tabs are named as the caller's screen names them, in the caller's language. */
  const incomplete = (missing: readonly ApplicantTab[], language: Language) =>
    new DomainError('PROFILE_INCOMPLETE', { values: { tabs: applicantTabList(missing, language) } });

  async function disabilitiesOf(personId: string): Promise<Disability[]> {
    return (await tabsRepository.personal.get(personId))?.disabilities ?? [];
  }

  return {
    // Applicant tabs.
    loadPersonalInfo: async (principal: Principal) => tabs.personal.load((await applicantOf(principal)).personId),
    savePersonalInfo: (principal: Principal, input: PersonalInfoInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.personal, saveOf(tabs.personal, input), ctx),
    loadAddress: async (principal: Principal) => tabs.address.load((await applicantOf(principal)).personId),
    saveAddress: (principal: Principal, input: AddressInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.address, saveOf(tabs.address, input), ctx),
    loadEducation: async (principal: Principal) => tabs.education.load((await applicantOf(principal)).personId),
    saveEducation: (principal: Principal, input: EducationInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.education, saveOf(tabs.education, input), ctx),
    loadLabor: async (principal: Principal) => tabs.labor.load((await applicantOf(principal)).personId),
    saveLabor: (principal: Principal, input: LaborInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.labor, saveOf(tabs.labor, input), ctx),
    loadLicense: async (principal: Principal) => tabs.license.load((await applicantOf(principal)).personId),
    saveLicense: (principal: Principal, input: LicenseInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.license, saveOf(tabs.license, input), ctx),
    loadIncome: async (principal: Principal) => tabs.income.load((await applicantOf(principal)).personId),
    saveIncome: (principal: Principal, input: IncomeInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.income, saveOf(tabs.income, input), ctx),
    loadProperty: async (principal: Principal) => tabs.properties.load((await applicantOf(principal)).personId),
    saveProperty: (principal: Principal, input: PropertyInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.properties, saveOf(tabs.properties, input), ctx),
    savePropertySts: (principal: Principal, input: PropertyStsInput, ctx: RequestContext) =>
      saveApplicantTab(principal, tabs.properties, propertyStsOf(input), ctx),
    disabilitiesData: async (principal: Principal) => disabilitiesOf((await applicantOf(principal)).personId),

    // Address lookups: reference data, the same for every caller.
    loadRegions: () => lookups.group('regions'),
    async loadCities({ regionCode }: CitiesQuery): Promise<LookupItem[]> {
      const cities = await lookups.group('cities');
      if (regionCode === undefined) return cities;
      let byRegion = citiesByRegion.get(cities);
      if (!byRegion) citiesByRegion.set(cities, (byRegion = new Map()));
      let list = byRegion.get(regionCode);
      if (!list) byRegion.set(regionCode, (list = cities.filter((city) => city.parentCode === regionCode)));
      return list;
    },

    // Status, summary, completion.
    loadProfileSts: currentSts,
    loadSummary: summary,
    // The body's literal `true` is the declaration itself: its schema already refused anything else.
    async saveSummary(principal: Principal, _input: SummaryInput, ctx: RequestContext): Promise<ProfileSummary> {
      await writeProfileAnswer(principal, ctx, 'profile.accept-declaration', async (row, applicant, given, now, tx) => {
        const { completion } = await status.state(applicant, row, given, tx);
        // The declaration says the profile is complete and true: it is given on a complete profile only.
        if (!completion.allDone) throw incomplete(completion.missing, ctx.language);
        await repository.updateProfile(row.id, { declarationAcceptedAt: now, updatedAt: now }, tx);
        return { declarationAcceptedAt: now.toISOString() };
      });
      return summary(principal);
    },
    async complete(principal: Principal, { id }: ProfileIdParams, ctx: RequestContext): Promise<ProfileSts> {
      const applicant = await applicantOf(principal);
      const own = await repository.findProfile(applicant.personId);
      if (!isUuid(id) || !own || own.id !== id) throw new DomainError('NOT_FOUND');
      return writeProfileAnswer(principal, ctx, 'profile.complete', async (row, _applicant, given, now, tx) => {
        const { completion } = await status.state(applicant, row, given, tx);
        if (!completion.allDone) throw incomplete(completion.missing, ctx.language);
        if (row.declarationAcceptedAt === null) throw new DomainError('PROFILE_DECLARATION_REQUIRED');
        // Completing again keeps the first completion time.
        if (row.completedAt === null) await repository.updateProfile(row.id, { completedAt: now, updatedAt: now }, tx);
        return { completedAt: (row.completedAt ?? now).toISOString() };
      });
    },

    // Dependents tab.
    async loadAllDependents(principal: Principal): Promise<DependentWithProfile[]> {
      const applicant = await applicantOf(principal);
      const [state, given] = await Promise.all([status.current(applicant), status.inputs()]);
      return state.dependents.map((d) => {
        const access = dependentAccess(d, given);
        return {
          id: d.id,
          nameAr: d.nameAr,
          nameEn: d.nameEn,
          relationship: d.relationship,
          houseId: d.houseId,
          adult: isAdult(d.birthDate, given.today, given.adultAge),
          relationStatus: d.relationStatus ?? 'NOT_REQUIRED',
          profileOpen: access === 'open',
          profile: dependentSts(d.id, state.snapshots.get(d.personId), access),
        };
      });
    },
    // As with the declaration, the literal `true` is the confirmation.
    saveDependentsTab: (principal: Principal, _input: DependentsTabInput, ctx: RequestContext) =>
      writeProfileAnswer(principal, ctx, 'profile.confirm-dependents', async (row, _applicant, _given, now, tx) => {
        await repository.updateProfile(row.id, { dependentsConfirmedAt: now, updatedAt: now }, tx);
        return { dependentsConfirmedAt: now.toISOString() };
      }),

    // Dependent tabs ({a}: the applicant's account id, {b}: the dependent).
    loadDependentPersonalInfo: ofDependent.personal.load,
    saveDependentPersonalInfo: ofDependent.personal.save,
    loadDependentIncome: ofDependent.income.load,
    saveDependentIncome: ofDependent.income.save,
    loadDependentEducation: ofDependent.education.load,
    saveDependentEducation: ofDependent.education.save,
    loadDependentLicense: ofDependent.license.load,
    saveDependentLicense: ofDependent.license.save,
    loadDependentProperty: ofDependent.properties.load,
    saveDependentProperty: ofDependent.properties.save,
    saveDependentPropertySts: (principal: Principal, { body, ...ref }: DependentTabSave<PropertyStsInput>, ctx: RequestContext) =>
      saveDependentTab(principal, ref, tabs.properties, propertyStsOf(body), ctx),
    async dependentDisabilitiesData(principal: Principal, { id }: DependentIdParams): Promise<Disability[]> {
      const dependent = await openDependentOf(principal, principal.accountId, id, await status.inputs());
      return disabilitiesOf(dependent.personId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
