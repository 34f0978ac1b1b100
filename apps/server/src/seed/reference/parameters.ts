import { eligibilityParameterDefinitions } from '../../modules/eligibility/eligibility-parameter-definitions.ts';
import { parameterDefinitions } from '../../modules/parameter/parameter-definitions.ts';

/**
 * Default values of operator-editable parameters (DOMAIN.md "(param)"), one row per key of the definitions map, its
 * meaning as the description; an operator's later edit is never overwritten.
 */
export const parameters: Array<{ key: string; value: unknown; description: string }> = Object.entries(parameterDefinitions).map(
  ([key, definition]) => ({ key, value: definition.default, description: definition.meaning }),
);

/** The day the defaults of the dated parameters hold from: before any cycle the portal can have run. */
export const defaultVersionsValidFrom = '2000-01-01';

/**
 * The first version of each dated parameter (decision 055), DOMAIN.md's figures; an operator's later versions, and a
 * changed first version, are never overwritten.
 */
export const parameterVersions: Array<{ key: string; validFrom: string; value: unknown }> = Object.entries(
  eligibilityParameterDefinitions,
).map(([key, definition]) => ({ key, validFrom: defaultVersionsValidFrom, value: definition.default }));
