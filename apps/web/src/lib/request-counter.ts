import { iamStatusCheckPath } from '@sanad/contract/client';

export type BusyListener = (busy: boolean) => void;

export interface RequestCounter {
  /** Marks a request as started; returns the function that marks it finished (safe to call more than once). */
  begin(url: string): () => void;
  /** Number of distinct URLs in flight: what the overlay counts. */
  readonly pending: number;
  subscribe(listener: BusyListener): () => void;
}

/** True for requests the overlay ignores: the IAM status check is polled every few seconds (spec §2). */
export function isUncounted(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === iamStatusCheckPath || path.endsWith(iamStatusCheckPath);
}

/**
 * Counts requests in flight for the loading overlay (spec §2): identical URLs already in flight count once, and the
 * IAM status check never counts. Listeners hear only the transitions between idle and busy.
 */
export function createRequestCounter(): RequestCounter {
  const inFlight = new Map<string, number>();
  const listeners = new Set<BusyListener>();
  let busy = false;

  function publish() {
    const next = inFlight.size > 0;
    if (next === busy) return;
    busy = next;
    for (const listener of listeners) listener(busy);
  }

  return {
    begin(url) {
      if (isUncounted(url)) return () => {};
      inFlight.set(url, (inFlight.get(url) ?? 0) + 1);
      publish();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (inFlight.get(url) ?? 1) - 1;
        if (left > 0) inFlight.set(url, left);
        else inFlight.delete(url);
        publish();
      };
    },
    get pending() {
      return inFlight.size;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The counter every API call reports to. */
export const requestCounter = createRequestCounter();
