import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Every reference list (lookup groups of spec §3, regions and cities, ticket types and categories) in one table:
 * operators edit rows, code never holds the lists.
 */
export const lookupItem = pgTable(
  'lookup_item',
  {
    id: serial('id').primaryKey(),
    group: varchar('group', { length: 40 }).notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    parentCode: varchar('parent_code', { length: 60 }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('lookup_item_group_code_uq').on(t.group, t.code), index('lookup_item_group_sort_idx').on(t.group, t.sortOrder)],
);

/** Support programs (spec §4 program types: 3001 SSP, 3003 RAMADAN_REWARD). */
export const program = pgTable('program', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  active: boolean('active').notNull().default(true),
  lettersAllowed: boolean('letters_allowed').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Operator-editable parameters and settings (DOMAIN.md "(param)"): amounts, periods, limits and public settings.
 * Logic reads them from here, never from constants.
 */
export const parameter = pgTable('parameter', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
