import { defaultLanguage } from '@sanad/contract/client';
import { browserStartUpDeps, startApp } from './app/start-up.ts';
import { opensOnLogin } from './app/paths.ts';
import { showStartFailure } from './app/shell/preloader.ts';
import { prefetchCaptcha } from './components/captcha/captcha-image.ts';
import { routeOfHash } from './lib/auth-failure.ts';
import { readSession } from './lib/session.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/**
 * App start, first half: this small entry puts the start-up reads (and the login screen's captcha) on the wire, then
 * loads React and the shell (`app/mount.tsx`, preloaded by index.html) while they travel. Each step is its own task.
 */
async function main() {
  const started = startApp(browserStartUpDeps(), defaultLanguage).catch((error: unknown) => {
    // startApp already survives failed reads; this is the last guard so the preloader can never stay forever.
    console.error('start-up failed', error);
    return { config: null, language: defaultLanguage };
  });
  await yieldToMain();
  if (opensOnLogin(routeOfHash(window.location.hash), readSession() !== null)) prefetchCaptcha();
  await yieldToMain();
  // React DOM first, in a task of its own: evaluated together with the shell it made one long task.
  await import('react-dom/client');
  await yieldToMain();
  const { mountApp } = await import('./app/mount.tsx');
  await yieldToMain();
  await mountApp(started);
}

main().catch((error: unknown) => {
  console.error('start-up failed', error);
  showStartFailure();
});
