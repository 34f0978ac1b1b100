import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorCodes,
  formatMessage,
  maskNin,
  rentedOwnershipCode,
  type Custody,
  type Dependent,
  type House,
  type HouseInput,
  type HouseUpdate,
  type LookupItem,
  type Language,
  type NationalAddress,
  type SaveRelative,
  type TransferToHoh,
  type ValidateDelete,
} from '@sanad/contract';
import type { CivilRecord, CivilRegistry } from '../../platform/civil-registry/civil-registry.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Principal } from '../../plugins/auth.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { DelegationEnder } from '../auth/emergency-login.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import {
  ageOn,
  custodyRequired,
  genderOfRelationship,
  isAdult,
  isoDay,
  relationConfirmationRequired,
  spouseFitsHead,
} from './household-rules.ts';
import type { DependentView, HouseholdRepository, HouseRow, LockedApplicant } from './household.repository.ts';

/** What a service call needs of the request: who to audit, and the language of messages it writes itself. */
export type RequestContext = Pick<FastifyRequest, 'ip' | 'id' | 'language'>;

const positiveInt = z.number().int().positive();
const relationshipLimitsSchema = z.record(z.string(), z.number().int().nonnegative());

/**
 * Free text of an address compared the way people write it: Arabic letter variants, diacritics and tatweel, Eastern
 * Arabic digits, case, punctuation and spacing do not make two addresses different.
 */
function normaliseText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The identity of a national address for the duplicate rule (docs/decisions/009-household.md): region, city, district,
 * street, building number, postal code and additional number; the unit, the map point and the label do not count.
 */
export function nationalAddressKey(
  address: Pick<NationalAddress, 'regionCode' | 'cityCode' | 'district' | 'street' | 'buildingNumber' | 'postalCode' | 'additionalNumber'>,
): string {
  return [
    address.regionCode.trim(),
    address.cityCode.trim(),
    normaliseText(address.district),
    normaliseText(address.street),
    address.buildingNumber.trim(),
    address.postalCode.trim(),
    address.additionalNumber.trim(),
  ].join('|');
}

function toHouse(row: { house: HouseRow; residentsCount: number }): House {
  const { house } = row;
  return {
    id: house.id,
    label: house.label,
    regionCode: house.regionCode,
    cityCode: house.cityCode,
    district: house.district,
    street: house.street,
    buildingNumber: house.buildingNumber,
    postalCode: house.postalCode,
    additionalNumber: house.additionalNumber,
    unitNumber: house.unitNumber,
    latitude: house.latitude,
    longitude: house.longitude,
    ownership: house.ownership,
    yearlyRent: house.yearlyRent,
    residentsCount: Number(row.residentsCount),
    createdAt: house.createdAt.toISOString(),
    updatedAt: house.updatedAt.toISOString(),
  };
}

/** The stored columns of a house input; rent is kept for a rented house only. */
function houseValues(input: HouseInput) {
  return {
    label: input.label,
    regionCode: input.regionCode,
    cityCode: input.cityCode,
    district: input.district,
    street: input.street,
    buildingNumber: input.buildingNumber,
    postalCode: input.postalCode,
    additionalNumber: input.additionalNumber,
    unitNumber: input.unitNumber,
    latitude: input.latitude,
    longitude: input.longitude,
    ownership: input.ownership,
    yearlyRent: input.ownership === rentedOwnershipCode ? input.yearlyRent : null,
  };
}

interface Today {
  today: string;
  adultAge: number;
  headSocialStatus: string | null;
}

function toDependent(row: DependentView, { today, adultAge, headSocialStatus }: Today): Dependent {
  const age = ageOn(row.birthDate, today);
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    maskedNin: maskNin(row.nin),
    gender: row.gender,
    birthDate: row.birthDate,
    age,
    adult: age >= adultAge,
    relationship: row.relationship,
    houseId: row.houseId,
    custody: row.custody,
    custodyRequired: custodyRequired({ relationship: row.relationship, birthDate: row.birthDate, headSocialStatus }, today, adultAge),
    hasAccount: row.hasAccount,
    relationStatus: row.relationStatus ?? 'NOT_REQUIRED',
    relationRejectReason: row.relationStatus === 'REJECTED' ? row.relationRejectReason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Parameters and lookups of the household rules (read before a transaction: see readSettings). */
export interface HouseholdSettings {
  adultAge: number;
  relationshipLimits: Record<string, number>;
  maxHouses: number;
  relationshipCodes: Set<string>;
  regions: LookupItem[];
  cities: LookupItem[];
  ownerships: LookupItem[];
}

/** What a transfer of head of household changed, for the caller's audit record and role swap. */
export interface TransferOutcome {
  newHeadAccountId: string;
  newHeadPreviousRole: LockedApplicant['role'];
  /** The dependent row of the new head, now TRANSFERRED. */
  transferredDependentId: string;
  /** The former head's new dependent row in the new head's household. */
  formerHeadDependentId: string;
  houseIds: string[];
  dependents: Array<{ id: string; from: string; to: string }>;
}

export interface HouseholdServiceDeps {
  db: Database;
  repository: HouseholdRepository;
  lookups: LookupService;
  parameters: ParameterService;
  civilRegistry: CivilRegistry;
  audit: AuditService;
  clock: Clock;
  /** Ends an emergency delegation resting on a dependent who is removed or whose relationship changes (decision 013). */
  delegations: DelegationEnder;
}

/**
 * The applicant's houses and dependents (DOMAIN.md "Household", docs/decisions/009-household.md). Every write runs in
 * one transaction that first locks the applicant's account, so the limits are judged on data nobody else is changing.
 * Every id is the caller's or a 404 (ARCHITECTURE rule 9); every rule broken by the input is a field error.
 */
export function createHouseholdService(deps: HouseholdServiceDeps) {
  const { db, repository, lookups, parameters, civilRegistry, audit, clock, delegations } = deps;

  /**
   * The parameters and lookups the rules need, read before a transaction opens: PGlite has one connection, so a read
   * outside the transaction while it is open would wait for it forever (they are cached, so this is cheap).
   */
  async function readSettings(): Promise<HouseholdSettings> {
    const [adultAge, relationshipLimits, maxHouses, relationship, regions, cities, ownerships] = await Promise.all([
      parameters.read('household.adultAge', positiveInt),
      parameters.read('household.relationshipLimits', relationshipLimitsSchema),
      parameters.read('household.maxHouses', positiveInt),
      lookups.group('relationship'),
      lookups.group('regions'),
      lookups.group('cities'),
      lookups.group('houseOwnership'),
    ]);
    return {
      adultAge,
      relationshipLimits,
      maxHouses,
      relationshipCodes: new Set(relationship.map((item) => item.code)),
      regions,
      cities,
      ownerships,
    };
  }

  async function today(applicantAccountId: string, settings: HouseholdSettings, tx: Database = db): Promise<Today> {
    const headSocialStatus = await repository.socialStatusOf(applicantAccountId, tx);
    return { today: isoDay(clock.now()), adultAge: settings.adultAge, headSocialStatus };
  }

  async function lockApplicant(accountId: string, tx: Database): Promise<LockedApplicant> {
    const [row] = await repository.lockAccounts([accountId], tx);
    if (!row) throw new DomainError('UNAUTHENTICATED');
    return row;
  }

  /**
   * A relationship must be a lookup code, fit the dependent's gender in the civil records and, for a spouse, the
   * head's own gender.
   */
  function relationshipErrors(
    field: string,
    relationship: string,
    codes: Set<string>,
    personGender: 'M' | 'F',
    headGender: 'M' | 'F',
  ): DomainFieldError[] {
    if (!codes.has(relationship)) return [{ field, code: 'invalid_value' }];
    const implied = genderOfRelationship(relationship);
    if (implied !== null && implied !== personGender) return [{ field, code: 'relationship_gender' }];
    if (!spouseFitsHead(relationship, headGender)) return [{ field, code: 'relationship_spouse_not_allowed' }];
    return [];
  }

  /** Lookup codes (the city must lie in the region) and the rent of a rented house. */
  function houseInputErrors(input: HouseInput, settings: HouseholdSettings): DomainFieldError[] {
    const { regions, cities, ownerships } = settings;
    const errors: DomainFieldError[] = [];
    const regionKnown = regions.some((region) => region.code === input.regionCode);
    if (!regionKnown) errors.push({ field: 'body.regionCode', code: 'invalid_value' });
    const city = cities.find((item) => item.code === input.cityCode);
    if (!city) errors.push({ field: 'body.cityCode', code: 'invalid_value' });
    else if (regionKnown && city.parentCode !== input.regionCode) errors.push({ field: 'body.cityCode', code: 'city_not_in_region' });
    if (!ownerships.some((item) => item.code === input.ownership)) errors.push({ field: 'body.ownership', code: 'invalid_value' });
    if (input.ownership === rentedOwnershipCode && (input.yearlyRent === null || input.yearlyRent <= 0)) {
      errors.push({ field: 'body.yearlyRent', code: 'rent_required' });
    }
    return errors;
  }

  /** The rules of a house input against the applicant's other live houses: the limit (new houses) and duplicates. */
  async function checkHouse(
    applicantAccountId: string,
    input: HouseInput,
    exceptId: string | null,
    settings: HouseholdSettings,
    tx: Database,
  ): Promise<void> {
    const fieldErrors = houseInputErrors(input, settings);
    if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });
    const others = (await repository.listHouses(applicantAccountId, tx)).filter((row) => row.house.id !== exceptId);
    if (exceptId === null) {
      const maximum = settings.maxHouses;
      if (others.length >= maximum) throw new DomainError('HOUSE_LIMIT_REACHED', { values: { maximum } });
    }
    const key = nationalAddressKey(input);
    if (others.some((row) => nationalAddressKey(row.house) === key)) throw new DomainError('HOUSE_DUPLICATE_ADDRESS');
  }

  /** One live house of the applicant by a client-supplied id (not a UUID: none), or null. */
  async function ownHouse(id: string | null, applicantAccountId: string, tx: Database) {
    if (id === null || !isUuid(id)) return null;
    return repository.findHouse(id, applicantAccountId, tx);
  }

  async function ownDependent(id: string, applicantAccountId: string, tx: Database): Promise<DependentView> {
    const found = isUuid(id) ? await repository.findDependent(id, applicantAccountId, tx) : null;
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  /** The household's members of a relationship beyond its limit (`household.relationshipLimits`). */
  function limitErrors(field: string, relationship: string, others: DependentView[], settings: HouseholdSettings): DomainFieldError[] {
    const maximum = settings.relationshipLimits[relationship];
    if (maximum === undefined) return [];
    const count = others.filter((other) => other.relationship === relationship).length;
    return count >= maximum ? [{ field, code: 'relationship_limit', values: { maximum } }] : [];
  }

  /** An adult dependent with an account confirms the relation in the dependent-relation screens (DOMAIN.md). */
  function needsConfirmation(row: Pick<DependentView, 'birthDate' | 'hasAccount'>, settings: HouseholdSettings): boolean {
    return relationConfirmationRequired(row, isoDay(clock.now()), settings.adultAge);
  }

  async function reload(id: string, applicantAccountId: string, settings: HouseholdSettings, tx: Database): Promise<Dependent> {
    const row = await repository.findDependent(id, applicantAccountId, tx);
    if (!row) throw new Error(`dependent ${id} vanished inside its own transaction`);
    return toDependent(row, await today(applicantAccountId, settings, tx));
  }

  async function addDependent(
    principal: Principal,
    body: SaveRelative & { nin: string; birthDate: string },
    request: RequestContext,
  ): Promise<Dependent> {
    const applicantAccountId = principal.accountId;
    // The registry is outside: ask it before the transaction takes the household's lock.
    const record: CivilRecord | null = await civilRegistry.lookup(body.nin, body.birthDate);
    const settings = await readSettings();
    const codes = settings.relationshipCodes;
    return db.transaction(async (tx) => {
      const head = await lockApplicant(applicantAccountId, tx);
      const inputErrors: DomainFieldError[] = [];
      if (!codes.has(body.relationship)) inputErrors.push({ field: 'body.relationship', code: 'invalid_value' });
      if (body.houseId !== null && !(await ownHouse(body.houseId, applicantAccountId, tx))) {
        inputErrors.push({ field: 'body.houseId', code: 'house_unknown' });
      }
      if (body.nin === head.nin) inputErrors.push({ field: 'body.nin', code: 'dependent_is_applicant' });
      if (inputErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors: inputErrors });

      // A person already on record keeps their record: the birth date must match it as well as the registry.
      const known = await repository.findPersonByNin(body.nin, tx);
      if (!record || (known && known.birthDate !== body.birthDate)) {
        // Each field says why: the form shows field messages, and "not valid" alone would not tell what to check.
        throw new DomainError('IDENTITY_NOT_CONFIRMED', {
          fieldErrors: [
            { field: 'body.nin', code: 'identity_not_confirmed' },
            { field: 'body.birthDate', code: 'identity_not_confirmed' },
          ],
        });
      }
      if (known && (await repository.isActiveDependent(applicantAccountId, known.id, tx))) throw new DomainError('DEPENDENT_ALREADY_ADDED');

      const others = await repository.listDependents(applicantAccountId, tx);
      const fieldErrors = relationshipErrors('body.relationship', body.relationship, codes, known?.gender ?? record.gender, head.gender);
      if (fieldErrors.length === 0) fieldErrors.push(...limitErrors('body.relationship', body.relationship, others, settings));
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const personRow =
        known ??
        (await repository.ensurePerson(
          {
            nin: record.nin,
            nameAr: record.nameAr,
            nameEn: record.nameEn,
            gender: record.gender,
            birthDate: record.birthDate,
            nationality: record.nationality,
          },
          tx,
        ));
      const id = await repository.insertDependent(
        { applicantAccountId, personId: personRow.id, relationship: body.relationship, houseId: body.houseId },
        tx,
      );
      const hasAccount = (await repository.liveAccountOf(personRow.id, tx)) !== null;
      let confirmationId: string | null = null;
      if (needsConfirmation({ birthDate: personRow.birthDate, hasAccount }, settings)) {
        confirmationId = await repository.insertConfirmation(
          { applicantAccountId, dependentPersonId: personRow.id, relationship: body.relationship, status: 'PENDING', dependentId: id },
          tx,
        );
      }
      await audit.record(
        actorOf(principal, request),
        {
          action: 'household.dependent-add',
          entity: 'dependent',
          entityId: id,
          after: { personId: personRow.id, relationship: body.relationship, houseId: body.houseId, confirmationId },
        },
        tx,
      );
      return reload(id, applicantAccountId, settings, tx);
    });
  }

  async function changeDependent(principal: Principal, id: string, body: SaveRelative, request: RequestContext): Promise<Dependent> {
    const applicantAccountId = principal.accountId;
    const settings = await readSettings();
    const codes = settings.relationshipCodes;
    return db.transaction(async (tx) => {
      const head = await lockApplicant(applicantAccountId, tx);
      const found = await ownDependent(id, applicantAccountId, tx);
      const fieldErrors: DomainFieldError[] = [];
      // The identity is the registry's: it travels as null, and may be repeated but never changed.
      if (body.nin !== null && body.nin !== found.nin) fieldErrors.push({ field: 'body.nin', code: 'dependent_identity_immutable' });
      if (body.birthDate !== null && body.birthDate !== found.birthDate)
        fieldErrors.push({ field: 'body.birthDate', code: 'dependent_identity_immutable' });
      const relationshipChanged = body.relationship !== found.relationship;
      if (relationshipChanged) {
        const errors = relationshipErrors('body.relationship', body.relationship, codes, found.gender, head.gender);
        const others = (await repository.listDependents(applicantAccountId, tx)).filter((other) => other.id !== found.id);
        fieldErrors.push(...(errors.length > 0 ? errors : limitErrors('body.relationship', body.relationship, others, settings)));
      }
      if (body.houseId !== null && !(await ownHouse(body.houseId, applicantAccountId, tx))) {
        fieldErrors.push({ field: 'body.houseId', code: 'house_unknown' });
      }
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const context = await today(applicantAccountId, settings, tx);
      const keepsCustody = custodyRequired(
        { relationship: body.relationship, birthDate: found.birthDate, headSocialStatus: context.headSocialStatus },
        context.today,
        context.adultAge,
      );
      const custody = keepsCustody ? found.custody : null;
      await repository.updateDependent(found.id, { relationship: body.relationship, houseId: body.houseId, custody }, tx);

      // The dependent confirmed (or rejected) a relationship that is no longer the declared one: ask again.
      let canceled: string[] = [];
      let confirmationId: string | null = null;
      let endedDelegations: string[] = [];
      if (relationshipChanged) {
        canceled = await repository.cancelConfirmations(found.id, ['PENDING', 'CONFIRMED', 'REJECTED'], tx);
        // A stand-in was chosen for the relationship the back office knew: a new one ends the delegation.
        endedDelegations = await delegations.end({ applicantAccountId, standInPersonId: found.personId }, 'RELATIONSHIP_CHANGED', tx);
      }
      const stillCurrent = !relationshipChanged && found.relationStatus !== null;
      if (!stillCurrent && needsConfirmation(found, settings)) {
        confirmationId = await repository.insertConfirmation(
          {
            applicantAccountId,
            dependentPersonId: found.personId,
            relationship: body.relationship,
            status: 'PENDING',
            dependentId: found.id,
          },
          tx,
        );
      }
      await audit.record(
        actorOf(principal, request),
        {
          action: 'household.dependent-update',
          entity: 'dependent',
          entityId: found.id,
          before: { relationship: found.relationship, houseId: found.houseId, custody: found.custody },
          after: {
            relationship: body.relationship,
            houseId: body.houseId,
            custody,
            canceledConfirmations: canceled,
            confirmationId,
            endedDelegations,
          },
        },
        tx,
      );
      return reload(found.id, applicantAccountId, settings, tx);
    });
  }

  return {
    async loadHouses(principal: Principal): Promise<House[]> {
      return (await repository.listHouses(principal.accountId)).map(toHouse);
    },

    async getHouse(principal: Principal, id: string): Promise<House> {
      const found = await ownHouse(id, principal.accountId, db);
      if (!found) throw new DomainError('NOT_FOUND');
      return toHouse(found);
    },

    /** The checks of createHouse without the write (the form asks before it saves). */
    async validateCreateHouse(principal: Principal, body: HouseInput): Promise<{ success: true }> {
      await checkHouse(principal.accountId, body, null, await readSettings(), db);
      return { success: true };
    },

    async createHouse(principal: Principal, body: HouseInput, request: RequestContext): Promise<House> {
      const settings = await readSettings();
      return db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        await checkHouse(principal.accountId, body, null, settings, tx);
        const row = await repository.insertHouse({ applicantAccountId: principal.accountId, ...houseValues(body) }, tx);
        await audit.record(
          actorOf(principal, request),
          { action: 'household.house-create', entity: 'house', entityId: row.id, after: houseValues(body) },
          tx,
        );
        return toHouse({ house: row, residentsCount: 0 });
      });
    },

    async updateHouse(principal: Principal, body: HouseUpdate, request: RequestContext): Promise<House> {
      const { id, ...input } = body;
      const settings = await readSettings();
      return db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        const found = await ownHouse(id, principal.accountId, tx);
        if (!found) throw new DomainError('NOT_FOUND');
        await checkHouse(principal.accountId, input, id, settings, tx);
        const values = houseValues(input);
        await repository.updateHouse(id, values, tx);
        await audit.record(
          actorOf(principal, request),
          { action: 'household.house-update', entity: 'house', entityId: id, before: houseValues(found.house), after: values },
          tx,
        );
        const updated = await repository.findHouse(id, principal.accountId, tx);
        if (!updated) throw new Error(`house ${id} vanished inside its own transaction`);
        return toHouse(updated);
      });
    },

    /** Kept for the record (applications and cycles refer to houses): only marked deleted, once nobody lives there. */
    async deleteHouse(principal: Principal, id: string, request: RequestContext): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        const found = await ownHouse(id, principal.accountId, tx);
        if (!found) throw new DomainError('NOT_FOUND');
        if (Number(found.residentsCount) > 0) throw new DomainError('HOUSE_HAS_RESIDENTS');
        const deletedAt = clock.now();
        await repository.updateHouse(id, { deletedAt }, tx);
        await audit.record(
          actorOf(principal, request),
          { action: 'household.house-delete', entity: 'house', entityId: id, after: { deletedAt: deletedAt.toISOString() } },
          tx,
        );
      });
      return { success: true };
    },

    /** The social status code of the personal tab (spec: a text answer), empty until the applicant gives it. */
    async maritalStatus(principal: Principal): Promise<string> {
      return (await repository.socialStatusOf(principal.accountId)) ?? '';
    },

    async loadDependents(principal: Principal): Promise<Dependent[]> {
      const settings = await readSettings();
      const [rows, context] = await Promise.all([repository.listDependents(principal.accountId), today(principal.accountId, settings)]);
      return rows.map((row) => toDependent(row, context));
    },

    /** Without id: add a person the civil registry confirms. With id: change the relationship or the house. */
    saveRelative(principal: Principal, body: SaveRelative, request: RequestContext): Promise<Dependent> {
      if (body.id !== null) return changeDependent(principal, body.id, body, request);
      const { nin, birthDate } = body;
      // The contract demands both when there is no id; this only tells the compiler.
      if (nin === null || birthDate === null) throw new DomainError('VALIDATION_FAILED');
      return addDependent(principal, { ...body, nin, birthDate }, request);
    },

    async saveCustody(principal: Principal, body: { dependentId: string; custody: Custody }, request: RequestContext): Promise<Dependent> {
      const settings = await readSettings();
      return db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        const found = await ownDependent(body.dependentId, principal.accountId, tx);
        const context = await today(principal.accountId, settings, tx);
        const required = custodyRequired(
          { relationship: found.relationship, birthDate: found.birthDate, headSocialStatus: context.headSocialStatus },
          context.today,
          context.adultAge,
        );
        if (!required) {
          throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.custody', code: 'custody_not_applicable' }] });
        }
        await repository.updateDependent(found.id, { custody: body.custody }, tx);
        await audit.record(
          actorOf(principal, request),
          {
            action: 'household.dependent-custody',
            entity: 'dependent',
            entityId: found.id,
            before: { custody: found.custody },
            after: { custody: body.custody },
          },
          tx,
        );
        return reload(found.id, principal.accountId, settings, tx);
      });
    },

    async saveHouseResident(
      principal: Principal,
      body: { dependentId: string; houseId: string },
      request: RequestContext,
    ): Promise<Dependent> {
      const settings = await readSettings();
      return db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        const found = await ownDependent(body.dependentId, principal.accountId, tx);
        if (!(await ownHouse(body.houseId, principal.accountId, tx))) {
          throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.houseId', code: 'house_unknown' }] });
        }
        await repository.updateDependent(found.id, { houseId: body.houseId }, tx);
        await audit.record(
          actorOf(principal, request),
          {
            action: 'household.dependent-house',
            entity: 'dependent',
            entityId: found.id,
            before: { houseId: found.houseId },
            after: { houseId: body.houseId },
          },
          tx,
        );
        return reload(found.id, principal.accountId, settings, tx);
      });
    },

    async validateDeleteDependent(principal: Principal, id: string, language: Language): Promise<ValidateDelete> {
      const found = await ownDependent(id, principal.accountId, db);
      const cycle = await repository.openCycleOf(found.id);
      if (!cycle) return { canDelete: true, reasons: [] };
      const code = 'DEPENDENT_IN_OPEN_CYCLE';
      return {
        canDelete: false,
        reasons: [{ code, message: formatMessage(errorCodes[code].message[language], { period: cycle.period }) }],
      };
    },

    /** Kept for the record (status REMOVED); a relation still waiting for the dependent's answer is canceled. */
    async deleteDependent(principal: Principal, id: string, request: RequestContext): Promise<{ success: true }> {
      await db.transaction(async (tx) => {
        await lockApplicant(principal.accountId, tx);
        const found = await ownDependent(id, principal.accountId, tx);
        const cycle = await repository.openCycleOf(found.id, tx);
        if (cycle) throw new DomainError('DEPENDENT_IN_OPEN_CYCLE', { values: { period: cycle.period } });
        const removedAt = clock.now();
        await repository.updateDependent(found.id, { status: 'REMOVED', removedAt }, tx);
        const canceled = await repository.cancelConfirmations(found.id, ['PENDING'], tx);
        const endedDelegations = await delegations.end(
          { applicantAccountId: principal.accountId, standInPersonId: found.personId },
          'DEPENDENT_REMOVED',
          tx,
        );
        await audit.record(
          actorOf(principal, request),
          {
            action: 'household.dependent-remove',
            entity: 'dependent',
            entityId: found.id,
            before: { status: 'ACTIVE', relationship: found.relationship, houseId: found.houseId },
            after: { status: 'REMOVED', removedAt: removedAt.toISOString(), canceledConfirmations: canceled, endedDelegations },
          },
          tx,
        );
      });
      return { success: true };
    },

    /**
     * Hands the household of `formerHeadAccountId` to one of its dependents, inside the caller's transaction (the
     * users service swaps the roles and audits). The new head must be an adult dependent whose live account is
     * active, who confirmed the relation and who heads no household of their own; the request must give every other
     * dependent's relationship to the new head. Houses move; dependents move with their new relationships (their
     * confirmations are asked again); the former head becomes the new head's dependent, confirmed by this request.
     */
    /** The settings transferHead needs, for its caller to read before it opens the transaction. */
    readSettings,

    async transferHead(
      formerHeadAccountId: string,
      body: TransferToHoh,
      settings: HouseholdSettings,
      tx: Database,
    ): Promise<TransferOutcome> {
      const first = isUuid(body.dependentId) ? await repository.findDependent(body.dependentId, formerHeadAccountId, tx) : null;
      if (!first) throw new DomainError('NOT_FOUND');
      const targetAccount = await repository.liveAccountOf(first.personId, tx);
      const locked = await repository.lockAccounts(targetAccount ? [formerHeadAccountId, targetAccount.id] : [formerHeadAccountId], tx);
      const formerHead = locked.find((row) => row.accountId === formerHeadAccountId);
      if (!formerHead) throw new DomainError('UNAUTHENTICATED');
      const newHead = targetAccount ? locked.find((row) => row.accountId === targetAccount.id) : undefined;
      // Read again under the lock: a concurrent write may have removed the dependent or changed the relation.
      const target = await repository.findDependent(body.dependentId, formerHeadAccountId, tx);
      if (!target) throw new DomainError('NOT_FOUND');

      const now = clock.now();
      const age = settings.adultAge;
      const eligible =
        newHead !== undefined &&
        newHead.status === 'ACTIVE' &&
        (newHead.role === 'DEPENDENT' || newHead.role === 'APPLICANT') &&
        isAdult(target.birthDate, isoDay(now), age) &&
        target.relationStatus === 'CONFIRMED' &&
        !(await repository.headsHousehold(newHead.accountId, tx));
      if (!eligible || !newHead) throw new DomainError('TRANSFER_NOT_ALLOWED');

      // Every relationship is relative to the head: the request restates each one against the new head.
      const codes = settings.relationshipCodes;
      const limits = settings.relationshipLimits;
      const others = (await repository.listDependents(formerHeadAccountId, tx)).filter((row) => row.id !== target.id);
      const fieldErrors = relationshipErrors(
        'body.formerHeadRelationship',
        body.formerHeadRelationship,
        codes,
        formerHead.gender,
        newHead.gender,
      );
      const counts = new Map<string, number>();
      const countAndLimit = (field: string, relationship: string) => {
        const count = (counts.get(relationship) ?? 0) + 1;
        counts.set(relationship, count);
        const maximum = limits[relationship];
        if (maximum !== undefined && count > maximum) fieldErrors.push({ field, code: 'relationship_limit', values: { maximum } });
      };
      // Like the others below, a relationship that is itself wrong counts toward no limit: it would only blame another.
      if (fieldErrors.length === 0) countAndLimit('body.formerHeadRelationship', body.formerHeadRelationship);
      const given = new Map<string, string>();
      for (const [index, item] of body.relationships.entries()) {
        const field = `body.relationships.${index}`;
        const other = others.find((row) => row.id === item.dependentId);
        if (!other) {
          fieldErrors.push({ field: `${field}.dependentId`, code: 'item_unknown' });
          continue;
        }
        if (given.has(other.id)) {
          fieldErrors.push({ field: `${field}.dependentId`, code: 'duplicate_item' });
          continue;
        }
        given.set(other.id, item.relationship);
        const errors = relationshipErrors(`${field}.relationship`, item.relationship, codes, other.gender, newHead.gender);
        fieldErrors.push(...errors);
        if (errors.length === 0) countAndLimit(`${field}.relationship`, item.relationship);
      }
      if (others.some((row) => !given.has(row.id))) fieldErrors.push({ field: 'body.relationships', code: 'required' });
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const houseIds = await repository.moveHouses(formerHead.accountId, newHead.accountId, tx);
      await repository.updateDependent(target.id, { status: 'TRANSFERRED', removedAt: now }, tx);
      const moved: TransferOutcome['dependents'] = [];
      for (const other of others) {
        const relationship = given.get(other.id) ?? other.relationship;
        // Custody answers depend on who heads the household: the new head gives them again if they apply.
        await repository.updateDependent(other.id, { applicantAccountId: newHead.accountId, relationship, custody: null }, tx);
        await repository.cancelConfirmations(other.id, ['PENDING', 'CONFIRMED', 'REJECTED'], tx);
        if (needsConfirmation(other, settings)) {
          await repository.insertConfirmation(
            {
              applicantAccountId: newHead.accountId,
              dependentPersonId: other.personId,
              relationship,
              status: 'PENDING',
              dependentId: other.id,
            },
            tx,
          );
        }
        moved.push({ id: other.id, from: other.relationship, to: relationship });
      }
      const formerHeadDependentId = await repository.insertDependent(
        {
          applicantAccountId: newHead.accountId,
          personId: formerHead.personId,
          relationship: body.formerHeadRelationship,
          houseId: target.houseId,
        },
        tx,
      );
      // The former head states this relationship in the request itself: nothing is left for them to confirm.
      await repository.insertConfirmation(
        {
          applicantAccountId: newHead.accountId,
          dependentPersonId: formerHead.personId,
          relationship: body.formerHeadRelationship,
          status: 'CONFIRMED',
          decidedAt: now,
          dependentId: formerHeadDependentId,
        },
        tx,
      );
      await delegations.end({ applicantAccountId: formerHead.accountId }, 'HEAD_TRANSFERRED', tx);
      return {
        newHeadAccountId: newHead.accountId,
        newHeadPreviousRole: newHead.role,
        transferredDependentId: target.id,
        formerHeadDependentId,
        houseIds,
        dependents: moved,
      };
    },
  };
}
export type HouseholdService = ReturnType<typeof createHouseholdService>;
