import type { AppConfig, Language } from '@sanad/contract';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';
import { registerServiceWorker, scheduleServiceWorker } from './service-worker.ts';
import { LoadingOverlay } from './shell/loading-overlay.tsx';

export interface AppProps {
  router: AppRouter;
  config: AppConfig | null;
  language: Language;
  /** Called once the first screen is on the page (the preloader then fades). */
  onFirstRender?: () => void;
}

/** The root: providers around the routed screens, the request overlay and the toasts. */
export function App({ router, config, language, onFirstRender }: AppProps) {
  useEffect(() => {
    onFirstRender?.();
  }, [onFirstRender]);

  useEffect(() => {
    // Production builds only: a worker in development or tests would serve stale bundles.
    if (!import.meta.env.PROD) return undefined;
    return scheduleServiceWorker({ register: registerServiceWorker });
  }, []);

  return (
    <Providers config={config} language={language}>
      <RouterProvider router={router} />
      <LoadingOverlay />
      <ToastRegion />
    </Providers>
  );
}
