import type { ApiError, EndpointConfig, RequestOf, ResponseOf, RouteRef } from '@sanad/contract';
import { buildPath, isApiError } from '@sanad/contract/client';
import { ApiRequestError, clientErrorCodes } from './api-error.ts';
import { endSessionInBrowser, endsSession } from './auth-failure.ts';
import { readCookie } from './cookies.ts';
import { currentLanguage } from './language.ts';
import { requestCounter, type RequestCounter } from './request-counter.ts';

/** Cookie and header of the double-submit anti-forgery check (spec §7; the server's plugins/xsrf.ts). */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** What a successful call resolves to: the contract's response type, or the raw bytes of a binary download. */
export type ApiResult<E extends EndpointConfig> = E['responseKind'] extends 'binary' ? Blob : ResponseOf<E>;

/** The request argument is optional only for endpoints without params, query and body. */
type RequestArgs<E extends EndpointConfig> =
  object extends RequestOf<E> ? [request?: RequestOf<E>, options?: CallOptions] : [request: RequestOf<E>, options?: CallOptions];

export interface CallOptions {
  signal?: AbortSignal;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Serialises a query object; undefined and null values are left out, arrays repeat the key. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number | boolean)[]) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The URL of a call: the contract path with its parameters filled in, plus the query string. */
export function endpointUrl(endpoint: { path: string }, request: { params?: unknown; query?: unknown } = {}): string {
  const path = buildPath(endpoint.path, request.params as Record<string, string | number> | undefined);
  return path + buildQuery(request.query as Record<string, QueryValue> | undefined);
}

/** Only same-origin (relative) URLs get the anti-forgery header, so the token never leaks to another host. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/**
 * The headers of a call; exported for tests. The anti-forgery header goes with every call but a GET, and with the
 * GETs the contract marks as changing state (`changesState`), which the server checks like a POST.
 */
export function requestHeaders(method: string, url: string, hasBody: boolean, cookies?: string, changesState = false): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*', 'Accept-Language': currentLanguage() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if ((method !== 'GET' || changesState) && isRelativeUrl(url)) {
    const token = readCookie(xsrfCookieName, cookies ?? document.cookie);
    if (token) headers.set(xsrfHeaderName, token);
  }
  return headers;
}

/** Turns a failed response into the contract's error shape, whatever the body turned out to be. */
export async function readErrorBody(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiError(parsed)) return parsed;
  } catch {
    // Not JSON: a proxy's HTML page or plain text. Keep the text so the support-ID rule can still see it.
  }
  return {
    code: clientErrorCodes.unexpectedBody,
    message: text.trim() === '' ? response.statusText || `HTTP ${response.status}` : text.trim(),
  };
}

/** Hooks that observe every failure (the support-ID toast); set once by the app. */
const errorListeners = new Set<(error: ApiRequestError) => void>();
export function onApiError(listener: (error: ApiRequestError) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function fail(error: ApiRequestError): never {
  if (endsSession(error.status)) endSessionInBrowser();
  for (const listener of errorListeners) listener(error);
  throw error;
}

let counter: RequestCounter = requestCounter;
/** Tests swap the counter to watch what a call reports. */
export function setRequestCounter(next: RequestCounter): void {
  counter = next;
}

/**
 * Calls one contract endpoint (a route reference from `virtual:sanad-routes`): the only way the web app talks to the
 * API. Sends JSON in the user's language with same-origin credentials and the anti-forgery header, and turns every
 * failure into an `ApiRequestError` (after ending the session on 401/403, spec §8). Answers are typed by the
 * contract and not re-parsed: the server already checks every response against its schema before sending it.
 */
export async function callApi<E extends EndpointConfig>(
  endpoint: RouteRef<E>,
  ...[request, options]: RequestArgs<E>
): Promise<ApiResult<E>> {
  const input = (request ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const url = endpointUrl(endpoint, input);
  const label = `${endpoint.method} ${endpoint.path}`;
  const hasBody = input.body !== undefined;
  const done = counter.begin(url);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: requestHeaders(endpoint.method, url, hasBody, undefined, endpoint.changesState === true),
      body: hasBody ? JSON.stringify(input.body) : null,
      credentials: 'same-origin',
      signal: options?.signal ?? null,
    });
  } catch (cause) {
    done();
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return fail(new ApiRequestError(0, { code: clientErrorCodes.network, message: 'The server could not be reached.' }, label, { cause }));
  }
  try {
    if (!response.ok) return fail(new ApiRequestError(response.status, await readErrorBody(response), label));
    return (await readSuccess(endpoint, response, label)) as ApiResult<E>;
  } finally {
    done();
  }
}

async function readSuccess(endpoint: { responseKind?: string }, response: Response, label: string): Promise<unknown> {
  const kind = endpoint.responseKind ?? 'json';
  if (kind === 'binary') return response.blob();
  if (kind === 'text') return response.text();
  if (response.status === 204) return undefined;
  const text = await response.text();
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    return fail(
      new ApiRequestError(
        response.status,
        { code: clientErrorCodes.invalidResponse, message: 'The server answered with something unexpected.' },
        label,
        { cause },
      ),
    );
  }
}
