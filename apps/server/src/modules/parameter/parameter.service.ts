import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { parameterDefinitions, type ParameterKey, type ParameterValue } from './parameter-definitions.ts';
import type { ParameterRepository } from './parameter.repository.ts';

/** An operator's edit of a parameter takes effect within this time on every instance. */
const CACHE_MS = 30_000;

/**
 * Typed access to operator-editable parameters. A parameter that is missing or malformed in the database is a
 * deployment fault, reported loudly rather than replaced by a silent default.
 */
export function createParameterService(repository: ParameterRepository, now: () => number = Date.now) {
  const cache = createTtlCache<string, unknown>(CACHE_MS, now);

  async function read<S extends z.ZodType>(key: string, schema: S, tx?: Database): Promise<z.output<S>> {
    const value = await cache.get(key, () => repository.get(key, tx));
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`Parameter "${key}" is missing or malformed: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    /**
     * A parameter of the definitions map, parsed by its own schema: the one way to read a parameter. Inside a
     * transaction pass it: on the embedded database, whose one connection the transaction holds, a read beside it
     * would wait for ever.
     */
    get: <K extends ParameterKey>(key: K, tx?: Database): Promise<ParameterValue<K>> =>
      // TypeScript does not narrow the map's entry by a generic key; the schema read is the key's own.
      read(key, parameterDefinitions[key].schema, tx) as Promise<ParameterValue<K>>,
  };
}
export type ParameterService = ReturnType<typeof createParameterService>;
