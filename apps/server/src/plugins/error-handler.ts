import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  errorCodes,
  formatMessage,
  issuesToFieldErrors,
  validationMessage,
  type ApiError,
  type ErrorCode,
  type FieldError,
  type Language,
} from '@sanad/contract';
import { DomainError } from '../platform/errors.ts';
import { requestLanguage } from './request-context.ts';

/** Fastify's own 4xx errors, mapped to the contract's codes. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

export function errorBody(
  code: ErrorCode,
  language: Language,
  values: Record<string, string | number> = {},
  fieldErrors?: FieldError[],
): ApiError {
  const body: ApiError = { code, message: formatMessage(errorCodes[code].message[language], values) };
  if (fieldErrors && fieldErrors.length > 0) body.fieldErrors = fieldErrors;
  return body;
}

/**
 * Refusals a security monitor watches whatever their status (a route may answer them 555): failed proofs of identity
 * (password, code, captcha, NIN and birth date), held-off and capped tries, and what a stand-in or a stale proof may
 * not do. Strings, not error codes: a code named here before its module defines it simply never matches.
 */
const securityCodes: ReadonlySet<string> = new Set([
  'INVALID_CREDENTIALS',
  'INVALID_NIN_OR_BIRTH_DATE',
  'IDENTITY_NOT_CONFIRMED',
  'WRONG_PASSWORD',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'CAPTCHA_INVALID',
  'WHITE_LIST_MOBILE_NOT_VERIFIED',
  'OTP_DAILY_LIMIT',
  'STEP_UP_REQUIRED',
  'NOT_ALLOWED_FOR_STAND_IN',
]);
/** Every refusal of who the caller is (401), of what they may do (403) and of how often (429) counts too. */
const securityStatuses: ReadonlySet<number> = new Set([401, 403, 429]);

/**
 * One structured line per security refusal (ASVS 16.3): what was refused, from where, about which account; the
 * request id comes with the request's logger. Never the password, code, token or national id that was tried: the
 * account is named by its id, from the refused proof (`details.accountId`) or the session.
 */
function logSecurityRefusal(request: FastifyRequest, code: ErrorCode, status: number, accountId: string | undefined): void {
  if (!securityCodes.has(code) && !securityStatuses.has(status)) return;
  request.log.warn(
    { event: 'security.refused', code, status, ip: request.ip, accountId: accountId ?? request.principal?.actorAccountId ?? null },
    'security refusal',
  );
}

function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  values: Record<string, string | number> = {},
  fieldErrors?: FieldError[],
  status: number = errorCodes[code].status,
  accountId?: string,
) {
  logSecurityRefusal(request, code, status, accountId);
  const body = errorBody(code, request.language, { requestId: request.id, ...values }, fieldErrors);
  body.requestId = request.id;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Statuses a route's business-error override never replaces: they drive sign-out and retry in the browser. */
const keptStatuses = new Set([401, 403, 429]);

function businessStatus(request: FastifyRequest, code: ErrorCode): number {
  const status = errorCodes[code].status;
  const override = request.routeOptions.config?.businessErrorStatus;
  return override && status >= 400 && status < 500 && !keptStatuses.has(status) ? override : status;
}

type ValidationEntry = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };

/** Rebuilds the zod issues the type provider flattened into Fastify validation entries. */
function toIssues(entries: readonly ValidationEntry[]): z.core.$ZodIssue[] {
  return entries.map(
    (entry) =>
      ({
        ...entry.params,
        code: entry.keyword,
        message: entry.message ?? '',
        path: entry.instancePath.split('/').filter(Boolean),
      }) as z.core.$ZodIssue,
  );
}

const contextPrefix: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/**
 * Fastify's router answers some requests before any hook or handler runs: a path that is not valid percent-encoding
 * (`%E0%A4%A`), a path parameter longer than the router takes. Its own answer to those left the one error shape
 * (`{error, code, message, statusCode}`, in English); this one keeps it (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorHandler(languages: { supportedLanguages: Language[]; defaultLanguage: Language }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const code: ErrorCode =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : error.code === 'FST_ERR_BAD_URL' ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'client error');
    // No hook ran, so neither the request's language nor its id header is set yet.
    const body = errorBody(code, requestLanguage(request.headers['accept-language'], languages), { requestId: request.id });
    body.requestId = request.id;
    void reply.status(errorCodes[code].status).header('x-request-id', request.id).type('application/json; charset=utf-8').send(body);
  };
}

/** The one error handler: every failure leaves as `{code, message, fieldErrors?}` and 5xx hide their internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const prefix = contextPrefix[error.validationContext ?? 'body'];
        const fieldErrors = issuesToFieldErrors(toIssues(error.validation as unknown as ValidationEntry[]), request.language, prefix);
        return sendError(reply, request, 'VALIDATION_FAILED', {}, fieldErrors);
      }
      if (error instanceof DomainError) {
        for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
        const fieldErrors = error.details.fieldErrors?.map((fe) => ({
          field: fe.field,
          code: fe.code,
          message: validationMessage(fe.code, request.language, fe.values),
        }));
        return sendError(
          reply,
          request,
          error.code,
          error.details.values,
          fieldErrors,
          businessStatus(request, error.code),
          error.details.accountId,
        );
      }
      const frameworkCode = error.code ? frameworkCodes[error.code] : undefined;
      if (frameworkCode) return sendError(reply, request, frameworkCode);
      if (error.statusCode === 429) return sendError(reply, request, 'RATE_LIMITED');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.code !== 'FST_ERR_RESPONSE_SERIALIZATION') {
        request.log.info({ err: error }, 'client error');
        return sendError(reply, request, error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, 'INTERNAL_ERROR');
    });

    app.setNotFoundHandler((request, reply) => sendError(reply, request, 'NOT_FOUND'));
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);
