import type { AppConfig, Language } from '@sanad/contract';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers.tsx';
import { i18n } from '../lib/i18n.tsx';
import { setActiveLanguage } from '../lib/language.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

/** A configuration as the server's demo deployment answers it. */
export const testConfig: AppConfig = {
  googleMapKey: '',
  appVersion: '1.7.0',
  defaultLanguage: 'ar',
  supportedLanguages: ['ar', 'en'],
  demoMode: true,
  upload: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg'] },
  contact: { phone: '19911', email: 'care@sanad.gov.sa', hours: { ar: 'الأحد إلى الخميس', en: 'Sunday to Thursday' } },
  household: { maxHouses: 4 },
};

/** The app's i18n instance with the real translation files, in the given language. */
export async function setTestLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle('ar')) i18n.addResourceBundle('ar', ar);
  if (!i18n.hasResourceBundle('en')) i18n.addResourceBundle('en', en);
  i18n.changeLanguage(language);
  setActiveLanguage(language);
}

/** Renders an element inside the app's providers and a memory router at `path`. */
export async function renderWithApp(
  element: ReactElement,
  {
    language = 'ar',
    path = '/',
    routes,
    config = testConfig,
  }: { language?: Language; path?: string; routes?: RouteObject[]; config?: AppConfig | null } = {},
): Promise<RenderResult> {
  await setTestLanguage(language);
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [path] });
  return render(
    <Providers config={config} language={language} mantineEnv="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}
