import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;

/**
 * Stands in for the API at the fetch boundary: handlers are keyed `METHOD /path` (the path as sent, parameters
 * filled in). Unhandled calls answer 404 so a test sees what it forgot. Every call is recorded.
 */
export function fakeApi(handlers: Record<string, Handler | FakeResponse>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer =
      typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
