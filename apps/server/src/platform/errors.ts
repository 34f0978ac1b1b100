import type { ErrorCode, ValidationMessageCode } from '@sanad/contract';

/** A field-level problem a service found, translated by the error handler into the caller's language. */
export interface DomainFieldError {
  field: string;
  code: ValidationMessageCode;
  values?: Record<string, string | number>;
}

/**
 * The one way services report an expected failure: a code from the contract's error table
 * (which fixes the HTTP status and the message), optional values for the message and field errors.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: { values?: Record<string, string | number>; fieldErrors?: DomainFieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
