import type { z } from 'zod';
import { mobileVerificationStatus } from '../codes.ts';

/** Roles of spec §6 plus the back-office staff roles of DOMAIN.md. */
export const roles = ['APPLICANT', 'DEPENDENT', 'WHITE_LISTED_APPLICANT', 'CASE_WORKER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/**
 * Who may call an endpoint: anyone (`public`), only visitors without a session (`public-only`),
 * any signed-in user (`user`), or only the listed roles.
 */
export type Access = 'public' | 'public-only' | 'user' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Steps of spec §4's post-login order (2–4) that the server enforces: while one is due for the person signed in, a
 * signed-in endpoint that serves none of the due steps answers 403 with the step's code (the first due one).
 */
export const forcedSteps = ['CHANGE_PASSWORD', 'VERIFY_MOBILE', 'CONFIRM_MIGRATION'] as const;
export type ForcedStep = (typeof forcedSteps)[number];

/** The error code each forced step answers with (403, errorCodes). */
export const forcedStepErrorCodes = {
  CHANGE_PASSWORD: 'PASSWORD_CHANGE_REQUIRED',
  VERIFY_MOBILE: 'MOBILE_VERIFICATION_REQUIRED',
  CONFIRM_MIGRATION: 'MIGRATION_CONFIRMATION_REQUIRED',
} as const satisfies Record<ForcedStep, string>;

/**
 * The forced steps due for an account, in the redirect order of spec §4 (empty when none is). The mobile step is
 * spec §4's: a NOT_VERIFIED or WITHDRAW mobile, as the web app's redirect reads it (a PENDING one belongs to a
 * registration not yet confirmed, whose account cannot sign in).
 */
export function dueForcedSteps(account: {
  changePasswordRequired: boolean;
  mobileVerificationStatus: number;
  isMigratedOldDssNotLoggedIn: boolean;
}): ForcedStep[] {
  const due: ForcedStep[] = [];
  if (account.changePasswordRequired) due.push('CHANGE_PASSWORD');
  const mobile = account.mobileVerificationStatus;
  if (mobile === mobileVerificationStatus.NOT_VERIFIED || mobile === mobileVerificationStatus.WITHDRAW) due.push('VERIFY_MOBILE');
  if (account.isMigratedOldDssNotLoggedIn) due.push('CONFIRM_MIGRATION');
  return due;
}

/** How a successful response body is encoded: JSON checked by `response`, plain text, or a binary download. */
export type ResponseKind = 'json' | 'text' | 'binary';

/**
 * How the request body is sent: JSON (the default), or `multipart/form-data` with a file part named `file` and a
 * JSON part named `attachment` that `body` describes (uploads; docs/decisions/046-attachments.md).
 */
export type RequestKind = 'json' | 'multipart';

export interface EndpointConfig {
  method: HttpMethod;
  /** The spec's exact path, with `{name}` placeholders for path parameters. */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of the 200 body; for `text` a string schema, for `binary` anything (the bytes are not checked). */
  response: z.ZodType;
  responseKind?: ResponseKind;
  /** `multipart`: `body` is the `attachment` part, the server reads the `file` part as a stream (never buffered). */
  requestKind?: RequestKind;
  /** Responses may be served with an ETag and answered 304 when unchanged. */
  cacheable?: boolean;
  /**
   * HTTP status of this endpoint's business errors (a DomainError that would be a 4xx other than 401, 403 and 429).
   * Registration and reset-password answer 555 (spec §8); the error code still says what went wrong.
   */
  businessErrorStatus?: number;
  /**
   * Which forced steps (spec §4) this signed-in endpoint serves: `'any'` for what every screen needs (current user,
   * sign-out, lookups). While a step is due, a signed-in endpoint serving none of the due steps answers 403.
   */
  servesForcedStep?: 'any' | readonly ForcedStep[];
  /**
   * The session must hold a fresh proof of identity (the password or a code to the verified mobile, a sign-in
   * counting) newer than `security.stepUpMinutes`; otherwise 428 STEP_UP_REQUIRED (changing the mobile, e-mail, IBAN).
   */
  freshProof?: true;
  /** Refused during an emergency login (409 NOT_ALLOWED_FOR_STAND_IN): DOMAIN.md lists what a stand-in may not do. */
  standIn?: 'refused';
  /**
   * A GET the spec fixed that changes state (GET /api/confirm-migrate-users/{id}): the server checks its anti-forgery
   * header as for a POST, and the web client sends it.
   */
  changesState?: true;
}

/** Identity function that keeps the literal types of an endpoint definition for inference on both sides. */
export function defineEndpoint<const E extends EndpointConfig>(endpoint: E): E {
  return endpoint;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Values a handler receives after validation. */
export type ParamsOf<E extends EndpointConfig> = Output<E['params']>;
export type QueryOf<E extends EndpointConfig> = Output<E['query']>;
export type BodyOf<E extends EndpointConfig> = Output<E['body']>;
/** What a handler must return (before serialisation) and what a client reads back. */
export type ResponseOf<E extends EndpointConfig> = z.output<E['response']>;
export type ResponseInputOf<E extends EndpointConfig> = z.input<E['response']>;

/** What a client must send. */
export type RequestOf<E extends EndpointConfig> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** Names of the `{placeholders}` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** Fills a contract path with encoded values; throws on a missing value so a bad call never reaches the network. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's router syntax for a contract path: `{id}` becomes `:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * True when a caller may call an endpoint with this access level. `public-only` is enforced by the web route
 * guard; the API lets a signed-in caller through too, so a stale tab never turns into a forced sign-out (403).
 */
export function isAllowed(access: Access, principal: { roles: readonly Role[] } | null): boolean {
  if (access === 'public' || access === 'public-only') return true;
  if (principal === null) return false;
  if (access === 'user') return true;
  return access.some((role) => principal.roles.includes(role));
}
