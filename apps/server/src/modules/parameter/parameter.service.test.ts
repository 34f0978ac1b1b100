import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameter } from '../../db/schema/index.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { parameterDefinitions, type ParameterKey } from './parameter-definitions.ts';
import { createParameterRepository } from './parameter.repository.ts';
import { createParameterService } from './parameter.service.ts';

describe('the parameter definitions', () => {
  it.each(Object.entries(parameterDefinitions))(
    '%s: its default is a value of its own schema, and it says what it means',
    (_key, definition) => {
      expect(definition.schema.parse(definition.default)).toEqual(definition.default);
      expect(definition.meaning.trim()).not.toBe('');
    },
  );
});

describe('parameters.get', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Seeded with the definitions' defaults by the test setup, as every start of the server does.
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const service = () => createParameterService(createParameterRepository(database.db));

  it('answers every seeded parameter by its definition', async () => {
    const parameters = service();
    for (const key of Object.keys(parameterDefinitions) as ParameterKey[]) {
      expect(await parameters.get(key), key).toEqual(parameterDefinitions[key].default);
    }
  });

  it("reports a malformed value by its key instead of guessing a default (an operator's typo)", async () => {
    await database.db.update(parameter).set({ value: 'eighteen' }).where(eq(parameter.key, 'household.adultAge'));
    try {
      await expect(service().get('household.adultAge')).rejects.toThrow('Parameter "household.adultAge" is missing or malformed');
    } finally {
      await database.db.update(parameter).set({ value: 18 }).where(eq(parameter.key, 'household.adultAge'));
    }
  });

  it('keeps a value for a while, then reads the edit', async () => {
    let now = 0;
    const parameters = createParameterService(createParameterRepository(database.db), () => now);
    expect(await parameters.get('household.maxHouses')).toBe(4);
    await database.db.update(parameter).set({ value: 2 }).where(eq(parameter.key, 'household.maxHouses'));
    try {
      expect(await parameters.get('household.maxHouses')).toBe(4);
      now += 30_001;
      expect(await parameters.get('household.maxHouses')).toBe(2);
    } finally {
      await database.db.update(parameter).set({ value: 4 }).where(eq(parameter.key, 'household.maxHouses'));
    }
  });
});
