import { scheduleServiceWorker, serviceWorkerDelayMs } from './service-worker.ts';

describe('service worker registration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('registers once the app has been stable for 30 s', () => {
    const register = vi.fn();
    scheduleServiceWorker({ register });
    vi.advanceTimersByTime(serviceWorkerDelayMs - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
    expect(serviceWorkerDelayMs).toBe(30000);
  });

  it('never registers when the page is left first', () => {
    const register = vi.fn();
    scheduleServiceWorker({ register });
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(serviceWorkerDelayMs * 2);
    expect(register).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    const register = vi.fn();
    scheduleServiceWorker({ register })();
    vi.advanceTimersByTime(serviceWorkerDelayMs);
    expect(register).not.toHaveBeenCalled();
  });
});
