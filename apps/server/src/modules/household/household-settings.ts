import type { LookupItem } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';

/** Parameters and lookups of the household rules, read before a transaction opens (see createHouseholdSettingsReader). */
export interface HouseholdSettings {
  adultAge: number;
  relationshipLimits: Record<string, number>;
  maxHouses: number;
  relationshipCodes: Set<string>;
  regions: LookupItem[];
  cities: LookupItem[];
  ownerships: LookupItem[];
}

/** Reads the household settings; one per app, shared by every household service. */
export type HouseholdSettingsReader = () => Promise<HouseholdSettings>;

/**
 * The parameters and lookups the rules need. Every service reads them before its transaction opens: PGlite has one
 * connection, so a read outside the transaction while it is open would wait for it forever (they are cached, so this
 * is cheap).
 */
export function createHouseholdSettingsReader(deps: { parameters: ParameterService; lookups: LookupService }): HouseholdSettingsReader {
  const { parameters, lookups } = deps;
  return async () => {
    const [adultAge, relationshipLimits, maxHouses, relationship, regions, cities, ownerships] = await Promise.all([
      parameters.get('household.adultAge'),
      parameters.get('household.relationshipLimits'),
      parameters.get('household.maxHouses'),
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
  };
}
