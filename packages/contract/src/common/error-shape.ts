import type { ApiError } from './error.ts';

/** Structural check without zod, so the browser's entry chunk does not need the schema library. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    (candidate.fieldErrors === undefined || Array.isArray(candidate.fieldErrors))
  );
}
