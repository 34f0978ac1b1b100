import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toasts } from './src/components/toast/toast-store.ts';
import { dismissSessionEndedNotice } from './src/lib/auth-failure.ts';
import { forgetRegionRequests } from './src/lib/regions.ts';
import { clearServerState } from './src/lib/server-state.ts';

/** The app's module-level state outlives a test, and with `isolate: false` a file: each test starts without it. */
function forgetAppState(): void {
  clearServerState();
  forgetRegionRequests();
  dismissSessionEndedNotice();
  for (const toast of toasts.snapshot()) toasts.dismiss(toast.id);
}

// Files that run in Node (`// @vitest-environment node`: build tools, source checks) have no DOM to set up.
if (typeof window !== 'undefined') {
  // jsdom lacks the layout APIs Mantine and the shell call; these stand-ins behave like a desktop browser at rest.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {};

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    forgetAppState();
  });
  // Again before: a request of the previous test (or file) that settles after its cleanup may still leave a toast.
  beforeEach(forgetAppState);
}
