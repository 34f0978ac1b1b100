import { contract, defineEndpoint, sessionStorageKeys, toRouteRefs } from '@sanad/contract';
import { z } from 'zod';
import { ApiRequestError } from './api-error.ts';
import {
  callApi,
  endpointUrl,
  isRelativeUrl,
  onApiError,
  requestHeaders,
  setRequestCounter,
  xsrfCookieName,
  xsrfHeaderName,
} from './api-client.ts';
import { configureAuthFailure } from './auth-failure.ts';
import { setActiveLanguage } from './language.ts';
import { createRequestCounter } from './request-counter.ts';

/** A state-changing endpoint shaped like the contract's, since the contract has none yet. */
const saveThing = defineEndpoint({
  method: 'POST',
  path: '/api/things/{id}/save',
  summary: 'test',
  access: 'user',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ saved: z.boolean() }),
});
const letter = defineEndpoint({
  method: 'POST',
  path: '/api/letter/generate-letter',
  summary: 'test',
  access: 'user',
  response: z.unknown(),
  responseKind: 'binary',
});
const status = defineEndpoint({
  method: 'GET',
  path: '/api/unified-profile/house/martial-status',
  summary: 'test',
  access: 'user',
  response: z.string(),
  responseKind: 'text',
});

/** Route references as the build generates them for the app (virtual:sanad-routes). */
const refs = toRouteRefs({ ...contract, test: { saveThing, letter, status } });

const xsrfToken = 'a'.repeat(43);
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}
function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = `${xsrfCookieName}=${xsrfToken}; path=/`;
  setActiveLanguage('ar');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends a GET to the contract path in the UI language, same-origin, without the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(json([]));
    setActiveLanguage('en');

    await callApi(refs.program.list);

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/programs/list');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeNull();
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.has(xsrfHeaderName)).toBe(false);
  });

  it('sends JSON with the XSRF-TOKEN cookie copied into X-XSRF-TOKEN on a non-GET relative URL', async () => {
    fetchMock.mockResolvedValue(json({ saved: true }));

    const result = await callApi(refs.test.saveThing, { params: { id: 'a b/c' }, body: { name: 'Sara' } });

    const { url, init, headers } = lastCall();
    expect(result).toEqual({ saved: true });
    expect(url).toBe('/api/things/a%20b%2Fc/save');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Sara"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get(xsrfHeaderName)).toBe(xsrfToken);
  });

  it('sends the anti-forgery header with a GET the contract marks as changing state (confirm migration)', async () => {
    fetchMock.mockResolvedValue(json({}));

    await callApi(refs.registration.confirmMigrateUser, { params: { id: 'acc-1' } });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/confirm-migrate-users/acc-1');
    expect(init.method).toBe('GET');
    expect(headers.get(xsrfHeaderName)).toBe(xsrfToken);
    expect(refs.program.list).not.toHaveProperty('changesState');
  });

  it('never sends the token to an absolute URL', () => {
    expect(requestHeaders('POST', 'https://elsewhere.example/api', true, `${xsrfCookieName}=${xsrfToken}`).has(xsrfHeaderName)).toBe(false);
    expect(requestHeaders('POST', '//elsewhere.example/api', true, `${xsrfCookieName}=${xsrfToken}`).has(xsrfHeaderName)).toBe(false);
    expect(requestHeaders('DELETE', '/api/x', false, `${xsrfCookieName}=${xsrfToken}`).get(xsrfHeaderName)).toBe(xsrfToken);
    expect(requestHeaders('GET', '/api/x', false, `${xsrfCookieName}=${xsrfToken}`).has(xsrfHeaderName)).toBe(false);
    expect(isRelativeUrl('/api/x')).toBe(true);
    expect(isRelativeUrl('http://x/api')).toBe(false);
  });

  it('builds paths from params and query strings from the query, leaving out empty values', () => {
    expect(endpointUrl(contract.config.translations, { params: { lang: 'en' } })).toBe('/assets/i18n/en.json');
    expect(endpointUrl(contract.program.list, { query: { page: 2, tags: ['a', 'b'], skip: undefined } })).toBe(
      '/api/programs/list?page=2&tags=a&tags=b',
    );
    expect(() => endpointUrl(contract.config.translations, {})).toThrow(/Missing path parameter "lang"/);
  });

  it('turns an error answer into an ApiRequestError with the status and the server error body', async () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Check the fields',
      fieldErrors: [{ field: 'body.name', code: 'required', message: 'Required' }],
      requestId: 'req-1',
    };
    fetchMock.mockResolvedValue(json(body, { status: 400 }));

    const error = await callApi(refs.test.saveThing, { params: { id: '1' }, body: { name: '' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', body, endpoint: 'POST /api/things/{id}/save' });
  });

  it('keeps the text of an error answer that is not the contract shape', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(callApi(refs.config.get)).rejects.toMatchObject({
      status: 502,
      body: { code: 'UNEXPECTED_ERROR_BODY', message: '<h1>Bad gateway</h1>' },
    });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(refs.config.get)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a success answer that is not JSON (a proxy page instead of the API)', async () => {
    fetchMock.mockResolvedValue(new Response('<html>maintenance</html>', { status: 200 }));
    await expect(callApi(refs.config.get)).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('reads text and binary answers by the endpoint response kind', async () => {
    fetchMock.mockResolvedValueOnce(new Response('married'));
    await expect(callApi(refs.test.status)).resolves.toBe('married');

    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }));
    const blob = await callApi(refs.test.letter);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(4);
  });

  it.each([401, 403])('ends the session on %i, then rethrows', async (code) => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, '{}');
    window.location.hash = '#/home';
    const navigate = vi.fn();
    configureAuthFailure({ loginPath: '/login', signInPaths: ['/login', '/iam-login'], navigate });
    fetchMock.mockResolvedValue(json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, { status: code }));

    await expect(callApi(refs.config.get)).rejects.toMatchObject({ status: code });
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('tells error listeners about every failure', async () => {
    const listener = vi.fn();
    const stop = onApiError(listener);
    fetchMock.mockResolvedValue(json({ code: 'INTERNAL_ERROR', message: 'Your support ID: x' }, { status: 500 }));
    await callApi(refs.config.get).catch(() => undefined);
    stop();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  });

  it('sends the extra headers of a call without letting them replace its own', async () => {
    fetchMock.mockResolvedValue(json({ saved: true }));

    await callApi(
      refs.test.saveThing,
      { params: { id: '1' }, body: { name: 'Sara' } },
      { headers: { 'Idempotency-Key': 'key-1', [xsrfHeaderName]: 'forged' } },
    );

    const { headers } = lastCall();
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get(xsrfHeaderName)).toBe(xsrfToken);
  });

  it('reports each call to the request counter until its answer is read', async () => {
    const counter = createRequestCounter();
    setRequestCounter(counter);
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));

    const pending = callApi(refs.program.list);
    expect(counter.pending).toBe(1);
    resolve(json([]));
    await pending;
    expect(counter.pending).toBe(0);
  });
});
