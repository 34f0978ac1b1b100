import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of the configuration endpoints (docs/decisions/006). */
export const configErrors = {
  /** A translation file asked for in a language this deployment does not offer. */
  LANGUAGE_NOT_SUPPORTED: { status: 404, message: { en: 'This language is not available.', ar: 'هذه اللغة غير متاحة.' } },
} as const satisfies Record<string, ErrorCodeEntry>;
