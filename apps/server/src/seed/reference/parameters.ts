import { parameterDefinitions } from '../../modules/parameter/parameter-definitions.ts';

/**
 * Default values of operator-editable parameters (DOMAIN.md "(param)"), one row per key of the definitions map, its
 * meaning as the description; an operator's later edit is never overwritten.
 */
export const parameters: Array<{ key: string; value: unknown; description: string }> = Object.entries(parameterDefinitions).map(
  ([key, definition]) => ({ key, value: definition.default, description: definition.meaning }),
);
