import { contract, sessionStorageKeys, toRouteRefs } from '@sanad/contract';
import { ApiRequestError } from './api-error.ts';
import { onApiError, setRequestCounter, uploadFile, xsrfCookieName, xsrfHeaderName } from './api-client.ts';
import { configureAuthFailure } from './auth-failure.ts';
import { setActiveLanguage } from './language.ts';
import { createRequestCounter } from './request-counter.ts';

/** Route references as the build generates them for the app (virtual:sanad-routes). */
const refs = toRouteRefs(contract);
const xsrfToken = 'b'.repeat(43);

/** A stand-in for the browser's XMLHttpRequest: records what is sent, and answers when the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseType = '';
  aborted = false;
  private readonly listeners = new Map<string, Array<(event?: unknown) => void>>();
  private readonly uploadListeners = new Map<string, Array<(event: unknown) => void>>();
  readonly upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  addEventListener(type: string, listener: (event?: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const xhr = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
};

const summary = {
  id: 'a1',
  fileName: 'id.pdf',
  contentType: 'application/pdf',
  sizeBytes: 3,
  documentType: 'NATIONAL_ID_COPY',
  dependentId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  usedBy: [],
};
const pdf = () => new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = `${xsrfCookieName}=${xsrfToken}; path=/`;
  setActiveLanguage('ar');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts the details part then the file part to the contract path, with the anti-forgery header and language', async () => {
    const progress = vi.fn();
    const pending = uploadFile(
      refs.attachment.uploadToApplication,
      { params: { a: 'app-1', b: 'INCOME_PROOF' }, body: { personId: null }, file: pdf() },
      { onProgress: progress },
    );
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/attachment/upload/app-1/INCOME_PROOF');
    expect(request.headers.get(xsrfHeaderName.toLowerCase())).toBe(xsrfToken);
    expect(request.headers.get('accept-language')).toBe('ar');
    expect(request.headers.has('content-type')).toBe(false);
    const parts = [...(request.body?.entries() ?? [])];
    expect(parts.map(([name]) => name)).toEqual(['attachment', 'file']);
    expect(JSON.parse(String(parts[0]?.[1]))).toEqual({ personId: null });
    expect((parts[1]?.[1] as File).name).toBe('id.pdf');

    request.progress(50, 100);
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    request.answer(200, summary);
    await expect(pending).resolves.toEqual({ ok: true, value: summary });
  });

  it('names the file as asked', async () => {
    const pending = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: new Blob(['x']), fileName: 'scan.png' });
    expect(([...(xhr().body?.entries() ?? [])][1]?.[1] as File).name).toBe('scan.png');
    xhr().answer(200, summary);
    await pending;
  });

  it('resolves a 400 as a result to show (spec §8), without telling the error listeners', async () => {
    const listener = vi.fn();
    const stop = onApiError(listener);
    const pending = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() });
    xhr().answer(400, { code: 'ATTACHMENT_TOO_LARGE', message: 'The file "id.pdf" is larger than 5 MB.' });
    const result = await pending;
    stop();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(ApiRequestError);
      expect(result.error).toMatchObject({ status: 400, code: 'ATTACHMENT_TOO_LARGE', message: 'The file "id.pdf" is larger than 5 MB.' });
    }
    expect(listener).not.toHaveBeenCalled();
  });

  it('rethrows other errors after the listeners heard them, and ends the session on 401', async () => {
    const listener = vi.fn();
    const stop = onApiError(listener);
    const failed = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() });
    xhr().answer(409, { code: 'ATTACHMENT_IN_USE', message: 'In use' });
    await expect(failed).rejects.toMatchObject({ status: 409, code: 'ATTACHMENT_IN_USE' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    stop();

    sessionStorage.setItem(sessionStorageKeys.currentUser, '{}');
    const navigate = vi.fn();
    configureAuthFailure({ loginPath: '/login', signInPaths: ['/login', '/iam-login'], navigate });
    const signedOut = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() });
    xhr().answer(401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
    await expect(signedOut).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.length).toBe(0);
  });

  it('turns a network failure and a non-JSON answer into the error shape', async () => {
    const offline = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() });
    xhr().emit('error');
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const proxy = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() });
    xhr().answer(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, code: 'UNEXPECTED_ERROR_BODY' });
  });

  it('aborts with its signal and counts itself as a request in flight until then', async () => {
    const counter = createRequestCounter();
    setRequestCounter(counter);
    const controller = new AbortController();
    const pending = uploadFile(refs.attachment.upload, { body: { documentType: 'OTHER' }, file: pdf() }, { signal: controller.signal });
    expect(counter.pending).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr().aborted).toBe(true);
    expect(counter.pending).toBe(0);
  });
});
