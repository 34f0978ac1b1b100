import type { z } from 'zod';

/** Roles of spec §6 plus the back-office staff roles of DOMAIN.md. */
export const roles = ['APPLICANT', 'DEPENDENT', 'WHITE_LISTED_APPLICANT', 'CASE_WORKER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/**
 * Who may call an endpoint: anyone (`public`), only visitors without a session (`public-only`),
 * any signed-in user (`user`), or only the listed roles.
 */
export type Access = 'public' | 'public-only' | 'user' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a successful response body is encoded: JSON checked by `response`, plain text, or a binary download. */
export type ResponseKind = 'json' | 'text' | 'binary';

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
  /** Responses may be served with an ETag and answered 304 when unchanged. */
  cacheable?: boolean;
  /**
   * HTTP status of this endpoint's business errors (a DomainError that would be a 4xx other than 401, 403 and 429).
   * Registration and reset-password answer 555 (spec §8); the error code still says what went wrong.
   */
  businessErrorStatus?: number;
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
