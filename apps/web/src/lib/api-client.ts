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
  /** Extra headers of this call (an `Idempotency-Key`); they cannot replace the ones the client sets itself. */
  headers?: Readonly<Record<string, string>>;
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
  return errorBodyOf(text, response.statusText, response.status);
}

/** The error shape of a failed answer's text (fetch and upload alike). */
function errorBodyOf(text: string, statusText: string, status: number): ApiError {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiError(parsed)) return parsed;
  } catch {
    // Not JSON: a proxy's HTML page or plain text. Keep the text so the support-ID rule can still see it.
  }
  return {
    code: clientErrorCodes.unexpectedBody,
    message: text.trim() === '' ? statusText || `HTTP ${status}` : text.trim(),
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
  const headers = requestHeaders(endpoint.method, url, hasBody, undefined, endpoint.changesState === true);
  for (const [name, value] of Object.entries(options?.headers ?? {})) if (!headers.has(name)) headers.set(name, value);
  const done = counter.begin(url);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
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

/** How far an upload is: bytes sent of the request's total (the file and its details). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the bytes go out, for a progress bar. */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * An upload's path parameters and `attachment` details as the contract types them, and the file itself (null for an
 * endpoint whose file is optional, such as a ticket's: only the `attachment` part is sent).
 */
export type UploadRequest<E extends EndpointConfig> = RequestOf<E> & { file: Blob | null; fileName?: string };

/**
 * What an upload resolves to. Spec §8: a 400 (too big, a type not allowed, an empty file) is a result the screen
 * shows by the file, not a failure; every other error is thrown as by `callApi`.
 */
export type UploadResult<E extends EndpointConfig> = { ok: true; value: ResponseOf<E> } | { ok: false; error: ApiRequestError };

/**
 * Sends a file to a multipart endpoint of the contract (`requestKind: 'multipart'`; docs/decisions/046-attachments.md):
 * the `attachment` part (the endpoint's body, as JSON) first, then the `file` part, with the same anti-forgery header,
 * language and error handling as `callApi`. Built on XMLHttpRequest, the one browser API that reports upload progress.
 */
export function uploadFile<E extends EndpointConfig>(
  endpoint: RouteRef<E>,
  request: UploadRequest<E>,
  options: UploadOptions = {},
): Promise<UploadResult<E>> {
  const input = request as { params?: unknown; query?: unknown; body?: unknown; file: Blob | null; fileName?: string };
  const url = endpointUrl(endpoint, input);
  const label = `${endpoint.method} ${endpoint.path}`;
  const form = new FormData();
  if (input.body !== undefined) form.append('attachment', JSON.stringify(input.body));
  if (input.file) form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'file'));
  // No Content-Type: the browser writes the multipart one with its boundary.
  const headers = requestHeaders(endpoint.method, url, false);

  return new Promise<UploadResult<E>>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const done = counter.begin(url);
    const settle = (work: () => void) => {
      done();
      options.signal?.removeEventListener('abort', abort);
      try {
        work();
      } catch (error) {
        reject(error);
      }
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort);
    xhr.open(endpoint.method, url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        const text = xhr.responseText;
        if (xhr.status >= 200 && xhr.status < 300) {
          let value: ResponseOf<E>;
          try {
            value = JSON.parse(text) as ResponseOf<E>;
          } catch (cause) {
            const body = { code: clientErrorCodes.invalidResponse, message: 'The server answered with something unexpected.' };
            fail(new ApiRequestError(xhr.status, body, label, { cause }));
          }
          resolve({ ok: true, value });
          return;
        }
        const error = new ApiRequestError(xhr.status, errorBodyOf(text, xhr.statusText, xhr.status), label);
        if (xhr.status === 400) resolve({ ok: false, error });
        else fail(error);
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => fail(new ApiRequestError(0, { code: clientErrorCodes.network, message: 'The server could not be reached.' }, label))),
    );
    xhr.addEventListener('abort', () => settle(() => reject(new DOMException('The upload was aborted.', 'AbortError'))));
    xhr.send(form);
  });
}
