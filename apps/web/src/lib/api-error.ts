import type { ApiError } from '@sanad/contract';

/** Codes the client itself gives to failures that never produced a server error body. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  unexpectedBody: 'UNEXPECTED_ERROR_BODY',
} as const;

/**
 * A failed API call: the HTTP status (0 when the network failed) and the server's error body in the contract's
 * shape, so screens can show `message` and map `fieldErrors` to their inputs.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError;
  /** The method and contract path of the call, for logs; never contains parameter values. */
  readonly endpoint: string;

  constructor(status: number, body: ApiError, endpoint: string, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.body = body;
    this.endpoint = endpoint;
  }

  get code(): string {
    return this.body.code;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}
