// Here, not in main.tsx, so that no stylesheet holds back the preloader's first paint.
import './fonts.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
// Styles of the components the shell itself draws; each screen imports those of its own components.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { supportIdToast, toasts } from '../components/toast/toast-store.ts';
import { onApiError } from '../lib/api-client.ts';
import { publishLoadedConfig } from '../lib/app-config.tsx';
import { configureAuthFailure } from '../lib/auth-failure.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { App } from './app.tsx';
import { paths, signInPaths } from './paths.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { hidePreloader } from './shell/preloader.ts';
import type { StartUpResult } from './start-up.ts';

/**
 * The second half of app start: React, the router and the shell. `main.tsx` loads it once the start-up reads are
 * on the wire, so they travel while this larger chunk downloads and runs.
 */
export async function mountApp(started: Promise<StartUpResult>): Promise<void> {
  const router = createAppRouter();
  configureAuthFailure({ loginPath: paths.login, signInPaths, navigate: (path) => void router.navigate(path) });
  onApiError((error) => {
    const toast = supportIdToast(error);
    if (toast) toasts.show(toast);
  });
  // Creating the router matched the first route and asked for its screen: let the browser breathe before React.
  await yieldToMain();

  const [{ config, language }] = await Promise.all([
    started.then((result) => {
      // Here rather than after Promise.all: the demo-only route's loader waits for it, and routerReady for that loader.
      publishLoadedConfig(result.config);
      return result;
    }),
    routerReady(router),
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition lets React render the first screen in short slices instead of one long task that would keep a
  // slow phone from answering a tap meanwhile; the preloader covers the page until it is done.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} config={config} language={language} onFirstRender={() => hidePreloader()} />
      </StrictMode>,
    );
  });
}

/** Resolves once the first route's guard and screen chunk are loaded, so the preloader gives way to a full screen. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
