/** Spec §9: the service worker is registered once the app has been stable for 30 s, never sooner. */
export const serviceWorkerDelayMs = 30000;

export interface ServiceWorkerScheduleDeps {
  register: () => void;
  delayMs?: number;
  target?: Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Starts the 30 s timer after the first render; leaving the page cancels it, so a visit shorter than that never
 * pays for installing the worker. Returns the cancel function.
 */
export function scheduleServiceWorker({
  register,
  delayMs = serviceWorkerDelayMs,
  target = window,
}: ServiceWorkerScheduleDeps): () => void {
  const cancel = () => {
    target.clearTimeout(timer);
    target.removeEventListener('pagehide', cancel);
  };
  const timer = target.setTimeout(() => {
    target.removeEventListener('pagehide', cancel);
    register();
  }, delayMs);
  target.addEventListener('pagehide', cancel);
  return cancel;
}

/** Registers the worker vite-plugin-pwa generated at the root of the build. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }).catch(() => {
    // Without a worker the portal works the same, only without the offline shell.
  });
}
