import type { z } from 'zod';
import type { ParameterRepository } from './parameter.repository.ts';

/**
 * Typed access to operator-editable parameters. A parameter that is missing or malformed in the database is a
 * deployment fault, reported loudly rather than replaced by a silent default.
 */
export function createParameterService(repository: ParameterRepository) {
  return {
    async read<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S>> {
      const value = await repository.get(key);
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(`Parameter "${key}" is missing or malformed: ${parsed.error.message}`);
      return parsed.data;
    },
  };
}
export type ParameterService = ReturnType<typeof createParameterService>;
