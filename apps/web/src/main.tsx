// Arabic and Latin subsets only: the portal has no Cyrillic or extended-Latin text.
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/latin-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '@fontsource/ibm-plex-sans-arabic/latin-700.css';
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
import { defaultLanguage } from '@sanad/contract/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { supportIdToast, toasts } from './components/toast/toast-store.ts';
import { App } from './app/app.tsx';
import { paths, signInPaths } from './app/paths.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { hidePreloader } from './app/shell/preloader.ts';
import { browserStartUpDeps, startApp } from './app/start-up.ts';
import { onApiError } from './lib/api-client.ts';
import { publishLoadedConfig } from './lib/app-config.tsx';
import { configureAuthFailure } from './lib/auth-failure.ts';

async function main() {
  // Created first so the first screen's chunk downloads while start-up talks to the API.
  const router = createAppRouter();
  configureAuthFailure({ loginPath: paths.login, signInPaths, navigate: (path) => void router.navigate(path) });
  onApiError((error) => {
    const toast = supportIdToast(error);
    if (toast) toasts.show(toast);
  });

  const [{ config, language }] = await Promise.all([
    startApp(browserStartUpDeps(), defaultLanguage)
      .catch((error: unknown) => {
        // startApp already survives failed reads; this is the last guard so the preloader can never stay forever.
        console.error('start-up failed', error);
        return { config: null, language: defaultLanguage };
      })
      .then((result) => {
        // Here rather than after Promise.all: the demo-only route's loader waits for it, and routerReady for that loader.
        publishLoadedConfig(result.config);
        return result;
      }),
    routerReady(router),
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} config={config} language={language} onFirstRender={() => hidePreloader()} />
    </StrictMode>,
  );
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

void main();
