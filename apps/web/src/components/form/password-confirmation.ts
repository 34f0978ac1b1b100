import type { Language } from '@sanad/contract';
import { validationMessage } from '@sanad/contract/client';

/**
 * The message for the box that repeats a new password (registration, reset, change), or undefined when it matches.
 * Nothing is said while the new password itself is refused: its own message comes first.
 */
export function confirmationError(
  password: string,
  confirmation: string,
  passwordError: string | undefined,
  language: Language,
): string | undefined {
  if (passwordError !== undefined || confirmation === password) return undefined;
  return validationMessage(confirmation === '' ? 'required' : 'password_mismatch', language);
}
