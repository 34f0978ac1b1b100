import type { IamRequest, IamStatus } from '@sanad/contract';
import { sessionStorageKeys } from '@sanad/contract/client';
import { act, renderHook } from '@testing-library/react';
import { ApiRequestError, clientErrorCodes } from '../../../lib/api-error.ts';
import { testSession } from '../../../test/session.ts';
import { notRegisteredAuthority } from '@sanad/contract/client';
import { iamOutcome, iamPollIntervalMs, useIamPolling, type IamCheck } from './use-iam-polling.ts';

const request: IamRequest = { id: 'iam-1', transId: 'trans-1', random: '42' };
const waiting: IamStatus = { status: 'WAITING', currentUser: null, authorities: [] };
const completed: IamStatus = { status: 'COMPLETED', currentUser: testSession(), authorities: [{ authority: 'APPLICANT' }] };
const notRegistered: IamStatus = { status: 'COMPLETED', currentUser: null, authorities: [{ authority: notRegisteredAuthority }] };

/** A check that answers from a script, one status per call, repeating the last one. */
function scripted(...answers: IamStatus[]) {
  let calls = 0;
  return vi.fn<IamCheck>(async () => answers[Math.min(calls++, answers.length - 1)] ?? waiting);
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('single sign-on status poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 3 seconds with the request id, transId and random', async () => {
    const check = scripted(waiting);
    const { result } = renderHook(() => useIamPolling(request, check));
    expect(iamPollIntervalMs).toBe(3000);
    expect(result.current).toEqual({ kind: 'waiting' });
    await tick(2999);
    expect(check).not.toHaveBeenCalled();
    await tick(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]).toEqual(request);
    await tick(3000);
    await tick(3000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops on completion and stores the session', async () => {
    const check = scripted(waiting, completed);
    const { result } = renderHook(() => useIamPolling(request, check));
    await tick(6000);
    expect(result.current).toEqual({ kind: 'signedIn', user: completed.currentUser });
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.currentUser) ?? 'null')).toEqual(completed.currentUser);
    await tick(30_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stores no session for a NOT_REGISTERED_USER and says so', async () => {
    const check = scripted(notRegistered);
    const { result } = renderHook(() => useIamPolling(request, check));
    await tick(3000);
    expect(result.current).toEqual({ kind: 'notRegistered' });
    expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
    await tick(9000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stores no session when the user itself carries NOT_REGISTERED_USER', () => {
    const status: IamStatus = {
      status: 'COMPLETED',
      currentUser: testSession({}, { authorities: [{ authority: notRegisteredAuthority }] }),
      authorities: [],
    };
    expect(iamOutcome(status)).toEqual({ kind: 'notRegistered' });
  });

  it.each([
    ['REJECTED', 'rejected'],
    ['EXPIRED', 'expired'],
  ] as const)('stops on %s', async (status, kind) => {
    const check = scripted({ status, currentUser: null, authorities: [] });
    const { result } = renderHook(() => useIamPolling(request, check));
    await tick(3000);
    expect(result.current).toEqual({ kind });
    await tick(9000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops polling and aborts the call in flight when the screen goes away', async () => {
    let signal: AbortSignal | undefined;
    const check = vi.fn<IamCheck>(async (_request, abort) => {
      signal = abort;
      return waiting;
    });
    const { unmount } = renderHook(() => useIamPolling(request, check));
    await tick(3000);
    expect(check).toHaveBeenCalledTimes(1);
    unmount();
    expect(signal?.aborted).toBe(true);
    await tick(30_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps polling through a network failure but stops on an error answer', async () => {
    const network = new ApiRequestError(0, { code: clientErrorCodes.network, message: 'offline' }, 'POST /api/iam/v2/check-status');
    const refused = new ApiRequestError(
      400,
      { code: 'NOT_FOUND', message: 'The sign-in request was not found.' },
      'POST /api/iam/v2/check-status',
    );
    const check = vi.fn<IamCheck>().mockRejectedValueOnce(network).mockRejectedValueOnce(refused);
    const { result } = renderHook(() => useIamPolling(request, check));
    await tick(3000);
    expect(result.current).toEqual({ kind: 'waiting' });
    await tick(3000);
    expect(result.current).toEqual({ kind: 'failed', error: refused });
    await tick(9000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a request', async () => {
    const check = scripted(waiting);
    const { result } = renderHook(() => useIamPolling(null, check));
    await tick(9000);
    expect(result.current).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });
});
