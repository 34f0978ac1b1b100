import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { routes } from 'virtual:sanad-routes';
import { fakeApi } from '../test/fake-api.ts';
import { testSession } from '../test/session.ts';
import { clearServerState, invalidate, useEndpoint } from './server-state.ts';
import { saveSession } from './session.ts';
import { signOut } from './sign-out.ts';

const housesPath = '/api/unified-profile/house/load';
const dependentsPath = '/api/unified-profile/dependent/load';

/** A handler that answers only when the test says so. */
function held<T>() {
  let answer: (body: T) => void = () => undefined;
  const handler = () => new Promise<{ body: T }>((resolve) => (answer = (body) => resolve({ body })));
  return { handler, answer: (body: T) => answer(body) };
}

afterEach(() => {
  clearServerState();
  sessionStorage.clear();
});

function Houses({ testId }: { testId: string }) {
  const { data, loading } = useEndpoint(routes.household.loadHouses);
  return <p data-testid={testId}>{loading ? 'loading' : `${data?.length ?? 0} houses`}</p>;
}

describe('useEndpoint', () => {
  it('loads an endpoint and shares one request and one answer between its readers', async () => {
    const api = fakeApi({ [`GET ${housesPath}`]: { body: [] } });
    render(
      <>
        <Houses testId="first" />
        <Houses testId="second" />
      </>,
    );
    expect(screen.getByTestId('first')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('second')).toHaveTextContent('0 houses'));
    expect(screen.getByTestId('first')).toHaveTextContent('0 houses');
    expect(api.callsTo('GET', housesPath)).toHaveLength(1);
  });

  it('keys by input: other params are another request', async () => {
    const api = fakeApi({ 'GET /api/unified-profile/dependent/income/load/a1/b1': { body: { income: [] } } });
    const { result } = renderHook(() => useEndpoint(routes.profile.loadDependentIncome, { params: { a: 'a1', b: 'b1' } }));
    await waitFor(() => expect(result.current.data).toEqual({ income: [] }));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/unified-profile/dependent/income/load/a1/b1']);
  });

  it('asks nothing while disabled', () => {
    const api = fakeApi({});
    const { result } = renderHook(() => useEndpoint(routes.household.loadHouses, undefined, { enabled: false }));
    expect(result.current).toMatchObject({ data: undefined, loading: false, failed: false });
    expect(api.calls).toHaveLength(0);
  });

  it('keeps a failure for a retry, which shows the wait again', async () => {
    let fail = true;
    fakeApi({ [`GET ${housesPath}`]: () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: [] }) });
    const { result } = renderHook(() => useEndpoint(routes.household.loadHouses));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toMatchObject({ status: 500 });
    fail = false;
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ failed: false, loading: true });
    await waitFor(() => expect(result.current.data).toEqual([]));
  });

  it('aborts the request when the last reader unmounts, and asks afresh for the next one', async () => {
    const answer = held<unknown[]>();
    const api = fakeApi({ [`GET ${housesPath}`]: answer.handler });
    const first = renderHook(() => useEndpoint(routes.household.loadHouses));
    const signal = api.fetchMock.mock.calls[0]?.[1]?.signal;
    first.unmount();
    expect(signal?.aborted).toBe(true);

    const second = renderHook(() => useEndpoint(routes.household.loadHouses));
    expect(second.result.current.loading).toBe(true);
    answer.answer([]);
    await waitFor(() => expect(second.result.current.data).toEqual([]));
    expect(api.callsTo('GET', housesPath)).toHaveLength(2);
  });

  it('takes the answer of a mutation with setData', async () => {
    fakeApi({ [`GET ${housesPath}`]: { body: [] } });
    const { result } = renderHook(() => useEndpoint(routes.household.loadHouses));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setData([]));
    expect(result.current).toMatchObject({ data: [], failed: false, loading: false });
  });
});

describe('invalidate', () => {
  it('asks again for what is read, by endpoint or by domain, keeping the answer shown meanwhile', async () => {
    let count = 0;
    const api = fakeApi({
      [`GET ${housesPath}`]: () => ({ body: Array.from({ length: count++ }, () => null) }),
      [`GET ${dependentsPath}`]: { body: [] },
    });
    const { result } = renderHook(() => ({
      houses: useEndpoint(routes.household.loadHouses),
      dependents: useEndpoint(routes.household.loadDependents),
    }));
    await waitFor(() => expect(result.current.dependents.data).toEqual([]));
    expect(result.current.houses.data).toHaveLength(0);

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = invalidate(routes.household.loadHouses);
    });
    expect(result.current.houses).toMatchObject({ loading: true, data: [] });
    await act(() => done);
    expect(result.current.houses.data).toHaveLength(1);
    expect(api.callsTo('GET', dependentsPath)).toHaveLength(1);

    await act(() => invalidate(routes.household));
    expect(api.calls.slice(-2).map((call) => call.path)).toEqual([housesPath, dependentsPath]);
    expect(result.current.houses.data).toHaveLength(2);
  });

  it('resolves when a reload is dropped because its reader left meanwhile', async () => {
    let reloading = false;
    fakeApi({
      [`GET ${housesPath}`]: () => {
        if (!reloading) return { body: [] };
        // What fetch does once the last reader's leaving aborts the request.
        return Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
      },
    });
    const { result, unmount } = renderHook(() => useEndpoint(routes.household.loadHouses));
    await waitFor(() => expect(result.current.data).toEqual([]));
    reloading = true;
    const done = invalidate(routes.household);
    unmount();
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects when a reload fails', async () => {
    let status = 200;
    fakeApi({ [`GET ${housesPath}`]: () => ({ status, body: status === 200 ? [] : { code: 'INTERNAL', message: 'x' } }) });
    const { result } = renderHook(() => useEndpoint(routes.household.loadHouses));
    await waitFor(() => expect(result.current.data).toEqual([]));
    status = 500;
    await act(() => expect(invalidate(routes.household)).rejects.toMatchObject({ status: 500 }));
    expect(result.current).toMatchObject({ failed: true, data: [] });
  });
});

describe('clearing', () => {
  it('forgets answers and drops a request under way when the session changes hands', async () => {
    const answer = held<unknown[]>();
    const api = fakeApi({ [`GET ${housesPath}`]: answer.handler });
    const { result, rerender } = renderHook(() => useEndpoint(routes.household.loadHouses));
    const signal = api.fetchMock.mock.calls[0]?.[1]?.signal;
    act(() => saveSession(testSession({ id: 'someone-else' })));
    expect(signal?.aborted).toBe(true);
    answer.answer([]);
    rerender();
    await act(() => Promise.resolve());
    expect(result.current.data).toBeUndefined();
  });

  it('forgets what was shown once the person signs out', async () => {
    saveSession(testSession());
    fakeApi({ [`GET ${housesPath}`]: { body: [] }, 'POST /api/auth/logout': { status: 204 } });
    const { result, rerender } = renderHook(() => useEndpoint(routes.household.loadHouses));
    await waitFor(() => expect(result.current.data).toEqual([]));
    await act(() => signOut());
    rerender();
    expect(result.current.data).toBeUndefined();
  });
});
