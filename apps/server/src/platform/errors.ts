import type { ErrorCode, ValidationMessageCode } from '@sanad/contract';

/** A field-level problem a service found, translated by the error handler into the caller's language. */
export interface DomainFieldError {
  field: string;
  code: ValidationMessageCode;
  values?: Record<string, string | number>;
}

export interface DomainErrorDetails {
  values?: Record<string, string | number>;
  fieldErrors?: DomainFieldError[];
  headers?: Record<string, string>;
  /**
   * The account a refused proof was about (a wrong password or code, a held-off sign-in), for the security log
   * event the error handler writes; never shown to the caller.
   */
  accountId?: string;
}

/**
 * The one way services report an expected failure: a code from the contract's error table
 * (which fixes the HTTP status and the message), optional values for the message and field errors.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: DomainErrorDetails;

  // Plain fields, not parameter properties: the production server runs on Node's own type stripping (erasable syntax).
  constructor(code: ErrorCode, details: DomainErrorDetails = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}
