import type { PropertyInput, PropertyTab } from '@sanad/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { ProfileRepository } from '../profile.repository.ts';
import type { PropertyRow, ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateProperty } from '../tab-validation.ts';
import { type PersonTabService, type TabSaveContext } from './person-tab.ts';

type PropertyItemInput = PropertyInput['properties'][number];

const sameProperty = (row: PropertyRow, item: PropertyItemInput) =>
  row.type === item.type &&
  row.description === item.description &&
  row.estimatedValue === item.estimatedValue &&
  row.ownershipShare === item.ownershipShare;

/** The person's part of an asset, in halalas, rounded to the halala. */
const shareValue = (item: { estimatedValue: number; ownershipShare: number }) =>
  Math.round((item.estimatedValue * item.ownershipShare) / 100);

export interface PropertyTabService extends PersonTabService<PropertyInput, PropertyTab> {
  /** save-sts: "no" removes every listed property, "yes" opens the list (the tab is done once it holds one). */
  saveSts(hasProperties: boolean, context: TabSaveContext): Promise<void>;
}

/**
 * Properties tab: the answer to "do you own properties?" and the assets with their value and the person's share.
 * The list sent is the whole list, as for income; a list with items answers "yes".
 */
export function createPropertyTab(people: ProfileRepository, tabs: ProfileTabsRepository): PropertyTabService {
  return {
    tab: 'properties',
    async load(personId, tx?: Database) {
      const [row, items] = await Promise.all([people.findProfile(personId, tx), tabs.property.list(personId, tx)]);
      const latest = items.reduce<Date | null>((at, item) => (at === null || item.updatedAt > at ? item.updatedAt : at), null);
      const answeredAt = row?.hasProperties != null ? row.updatedAt : null;
      return {
        hasProperties: row?.hasProperties ?? null,
        properties: items.map((item) => ({
          id: item.id,
          type: item.type,
          description: item.description,
          estimatedValue: item.estimatedValue,
          ownershipShare: item.ownershipShare,
          updatedAt: item.updatedAt.toISOString(),
        })),
        totalValue: items.reduce((sum, item) => sum + shareValue(item), 0),
        updatedAt: (latest ?? answeredAt)?.toISOString() ?? null,
      };
    },
    async validate(input, context) {
      const stored = await tabs.property.list(context.personId, context.tx);
      return validateProperty(input, context, new Set(stored.map((row) => row.id)));
    },
    async save(input, { personId, profile, now, tx }) {
      const stored = new Map((await tabs.property.list(personId, tx)).map((row) => [row.id, row]));
      const kept = input.properties.flatMap((item) => (item.id === null ? [] : [item.id]));
      await tabs.property.deleteOthers(personId, kept, tx);
      for (const item of input.properties) {
        const row = item.id === null ? undefined : stored.get(item.id);
        if (row && !sameProperty(row, item)) {
          const { id: _id, ...values } = item;
          await tabs.property.update(personId, row.id, { ...values, updatedAt: now }, tx);
        }
      }
      await tabs.property.insert(
        input.properties
          .filter((item) => item.id === null)
          // A millisecond apart, so the list reads back in the order it was entered.
          .map(({ id: _id, ...values }, index) => ({ personId, ...values, createdAt: new Date(now.getTime() + index), updatedAt: now })),
        tx,
      );
      // Listing an asset answers "yes"; an emptied list leaves the answer as it was (a "yes" then waits for an item).
      if (input.properties.length > 0) await people.updateProfile(profile.id, { hasProperties: true, updatedAt: now }, tx);
    },
    async saveSts(hasProperties, { personId, profile, now, tx }) {
      if (!hasProperties) await tabs.property.deleteOthers(personId, [], tx);
      await people.updateProfile(profile.id, { hasProperties, updatedAt: now }, tx);
    },
  };
}
