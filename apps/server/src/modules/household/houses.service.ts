import { rentedOwnershipCode, type House, type HouseInput, type HouseRef, type HouseUpdate } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { HouseholdAccess } from './household-access.ts';
import { houseValues, toHouse } from './household-mappers.ts';
import { nationalAddressKey } from './household-rules.ts';
import type { HouseholdSettings, HouseholdSettingsReader } from './household-settings.ts';
import type { HouseholdRepository } from './household.repository.ts';

export interface HousesServiceDeps {
  db: Database;
  repository: HouseholdRepository;
  access: HouseholdAccess;
  readSettings: HouseholdSettingsReader;
  audit: AuditService;
  clock: Clock;
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

/**
 * The applicant's houses (DOMAIN.md "house", docs/decisions/029-houses.md): at most `household.maxHouses` live ones,
 * never two at the same national address. Every write locks the applicant first (household-access.ts); every id is
 * the caller's or a 404; every rule the input breaks is a field error.
 */
export function createHousesService(deps: HousesServiceDeps) {
  const { db, repository, access, readSettings, audit, clock } = deps;

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

  /** One live house of the applicant, or NOT_FOUND. */
  async function requireHouse(id: string, applicantAccountId: string, tx: Database = db) {
    const found = await access.ownHouse(id, applicantAccountId, tx);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  return {
    /** The live houses, oldest first, each with its number of resident dependents. */
    async loadHouses(principal: Principal): Promise<House[]> {
      return (await repository.listHouses(principal.accountId)).map(toHouse);
    },

    async getHouse(principal: Principal, input: HouseRef): Promise<House> {
      return toHouse(await requireHouse(input.id, principal.accountId));
    },

    /** The checks of createHouse without the write (the form asks before it saves). */
    async validateCreateHouse(principal: Principal, input: HouseInput): Promise<{ success: true }> {
      await checkHouse(principal.accountId, input, null, await readSettings(), db);
      return { success: true };
    },

    async createHouse(principal: Principal, input: HouseInput, ctx: RequestContext): Promise<House> {
      const settings = await readSettings();
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        await checkHouse(principal.accountId, input, null, settings, tx);
        const values = houseValues(input);
        const row = await repository.insertHouse({ applicantAccountId: principal.accountId, ...values }, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'household.house-create', entity: 'house', entityId: row.id, after: values },
          tx,
        );
        return toHouse({ house: row, residentsCount: 0 });
      });
    },

    async updateHouse(principal: Principal, input: HouseUpdate, ctx: RequestContext): Promise<House> {
      const { id, ...address } = input;
      const settings = await readSettings();
      return access.asLockedApplicant(principal.accountId, async (tx) => {
        const found = await requireHouse(id, principal.accountId, tx);
        await checkHouse(principal.accountId, address, id, settings, tx);
        const values = houseValues(address);
        await repository.updateHouse(id, values, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'household.house-update', entity: 'house', entityId: id, before: houseValues(found.house), after: values },
          tx,
        );
        const updated = await repository.findHouse(id, principal.accountId, tx);
        if (!updated) throw new Error(`house ${id} vanished inside its own transaction`);
        return toHouse(updated);
      });
    },

    /** Kept for the record (applications and cycles refer to houses): only marked deleted, once nobody lives there. */
    async deleteHouse(principal: Principal, input: HouseRef, ctx: RequestContext): Promise<{ success: true }> {
      await access.asLockedApplicant(principal.accountId, async (tx) => {
        const found = await requireHouse(input.id, principal.accountId, tx);
        if (Number(found.residentsCount) > 0) throw new DomainError('HOUSE_HAS_RESIDENTS');
        const deletedAt = clock.now();
        await repository.updateHouse(input.id, { deletedAt }, tx);
        await audit.record(
          actorOf(principal, ctx),
          { action: 'household.house-delete', entity: 'house', entityId: input.id, after: { deletedAt: deletedAt.toISOString() } },
          tx,
        );
      });
      return { success: true };
    },

    /** The social status code of the personal tab (spec: a text answer), empty until the applicant gives it. */
    async maritalStatus(principal: Principal): Promise<string> {
      return (await repository.socialStatusOf(principal.accountId)) ?? '';
    },
  };
}
export type HousesService = ReturnType<typeof createHousesService>;
