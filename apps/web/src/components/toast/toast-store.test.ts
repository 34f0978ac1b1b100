import { ApiRequestError } from '../../lib/api-error.ts';
import { createToastStore, maxOpenedToasts, supportIdExtendedTimeOut, supportIdToast, toastDefaults, type Timers } from './toast-store.ts';

/** Timers driven by the test: each `set` is recorded and fired on demand. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    set: (callback, ms) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  const fireAll = () => {
    for (const [id, timer] of [...pending]) {
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fireAll };
}

describe('toasts', () => {
  it('prevents a duplicate of the same type and text while the first is shown', () => {
    const store = createToastStore(manualTimers().timers);
    expect(store.show({ type: 'error', message: 'Failed' })).not.toBeNull();
    expect(store.show({ type: 'error', message: 'Failed' })).toBeNull();
    expect(store.show({ type: 'info', message: 'Failed' })).not.toBeNull();
    expect(store.show({ type: 'error', message: 'Failed again' })).not.toBeNull();
    expect(store.snapshot()).toHaveLength(3);
  });

  it('keeps at most three on screen: a fourth closes the oldest, whose timer goes with it', () => {
    const { timers, pending } = manualTimers();
    const store = createToastStore(timers);
    for (const message of ['Saved 1', 'Saved 2', 'Saved 3', 'Saved 4']) store.show({ type: 'success', message });
    expect(maxOpenedToasts).toBe(3);
    expect(store.snapshot().map((toast) => toast.message)).toEqual(['Saved 2', 'Saved 3', 'Saved 4']);
    expect(pending.size).toBe(3);
  });

  it('allows the same toast again once the first has closed', () => {
    const store = createToastStore(manualTimers().timers);
    const id = store.show({ type: 'success', message: 'Saved' });
    store.dismiss(id ?? 0);
    expect(store.show({ type: 'success', message: 'Saved' })).not.toBeNull();
  });

  it('closes after 15000 ms by default', () => {
    const { timers, pending, fireAll } = manualTimers();
    const store = createToastStore(timers);
    store.show({ type: 'info', message: 'Hello' });
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([toastDefaults.timeOut]);
    expect(toastDefaults.timeOut).toBe(15000);
    fireAll();
    expect(store.snapshot()).toHaveLength(0);
  });

  it('stays while hovered and closes after the extended time-out once the pointer leaves', () => {
    const { timers, pending, fireAll } = manualTimers();
    const store = createToastStore(timers);
    const id = store.show({ type: 'info', message: 'Hello' }) ?? 0;
    store.hold(id);
    expect(pending.size).toBe(0);
    store.release(id);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([toastDefaults.extendedTimeOut]);
    fireAll();
    expect(store.snapshot()).toHaveLength(0);
  });

  it('notifies subscribers of every change', () => {
    const store = createToastStore(manualTimers().timers);
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ type: 'info', message: 'a' }) ?? 0;
    store.show({ type: 'info', message: 'a' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the support-ID rule', () => {
  const serverError = (message: string) =>
    new ApiRequestError(500, { code: 'INTERNAL_ERROR', message, requestId: 'abc' }, 'GET /api/config');

  it('shows an error whose body text contains "Your support ID" as an error toast with a 3000 ms extended time-out', () => {
    const toast = supportIdToast(serverError('Something went wrong on our side. Your support ID: abc'));
    expect(toast).toEqual({ type: 'error', message: 'Something went wrong on our side. Your support ID: abc', extendedTimeOut: 3000 });
    expect(supportIdExtendedTimeOut).toBe(3000);
  });

  it('applies to the Arabic message too, which carries the phrase', () => {
    expect(supportIdToast(serverError('حدث خطأ غير متوقع من جهتنا. رقم الدعم الخاص بك (Your support ID): abc'))?.type).toBe('error');
  });

  it('ignores other errors', () => {
    expect(supportIdToast(serverError('Not found'))).toBeNull();
    expect(supportIdToast(new Error('Your support ID'))).toBeNull();
    expect(supportIdToast(undefined)).toBeNull();
  });

  it('keeps a support-ID toast open 3000 ms after the pointer leaves it', () => {
    const { timers, pending } = manualTimers();
    const store = createToastStore(timers);
    const id = store.show(supportIdToast(serverError('Your support ID: abc')) ?? { type: 'info', message: '' }) ?? 0;
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([15000]);
    store.hold(id);
    store.release(id);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([3000]);
  });
});
