import type { IncomeInput, IncomeTab } from '@sanad/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { ProfileRepository } from '../profile.repository.ts';
import type { IncomeRow, ProfileTabsRepository } from '../profile-tabs.repository.ts';
import { validateIncome } from '../tab-validation.ts';
import { iso, type PersonTabService } from './person-tab.ts';

const sameIncome = (row: IncomeRow, item: IncomeInput['income'][number]) =>
  row.source === item.source && row.monthlyAmount === item.monthlyAmount && row.payer === item.payer;

/**
 * Income tab: the person's monthly income sources (halalas). The list sent is the whole list: stored sources it
 * names are kept (and changed), new ones added, the rest deleted; `deletedIncome` (spec §3) must agree with it.
 * Saving declares the tab, so an empty list means "no income".
 */
export function createIncomeTab(people: ProfileRepository, tabs: ProfileTabsRepository): PersonTabService<IncomeInput, IncomeTab> {
  return {
    tab: 'income',
    async load(personId, tx?: Database) {
      const [row, items] = await Promise.all([people.findProfile(personId, tx), tabs.income.list(personId, tx)]);
      return {
        declared: row?.incomeDeclaredAt != null,
        income: items.map((item) => ({
          id: item.id,
          source: item.source,
          monthlyAmount: item.monthlyAmount,
          payer: item.payer,
          updatedAt: item.updatedAt.toISOString(),
        })),
        totalMonthlyAmount: items.reduce((sum, item) => sum + item.monthlyAmount, 0),
        updatedAt: iso(row?.incomeDeclaredAt),
      };
    },
    async validate(input, context) {
      const stored = await tabs.income.list(context.personId, context.tx);
      return validateIncome(input, context, new Set(stored.map((row) => row.id)));
    },
    async save(input, { personId, profile, now, tx }) {
      const stored = new Map((await tabs.income.list(personId, tx)).map((row) => [row.id, row]));
      const kept = input.income.flatMap((item) => (item.id === null ? [] : [item.id]));
      await tabs.income.deleteOthers(personId, kept, tx);
      for (const item of input.income) {
        const row = item.id === null ? undefined : stored.get(item.id);
        if (row && !sameIncome(row, item)) {
          await tabs.income.update(personId, row.id, { source: item.source, monthlyAmount: item.monthlyAmount, payer: item.payer, updatedAt: now }, tx);
        }
      }
      await tabs.income.insert(
        input.income
          .filter((item) => item.id === null)
          .map((item, index) => ({
            personId,
            source: item.source,
            monthlyAmount: item.monthlyAmount,
            payer: item.payer,
            // A millisecond apart, so the list reads back in the order it was entered.
            createdAt: new Date(now.getTime() + index),
            updatedAt: now,
          })),
        tx,
      );
      await people.updateProfile(profile.id, { incomeDeclaredAt: now, updatedAt: now }, tx);
    },
  };
}
