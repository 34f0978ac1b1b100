import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import type { AppConfig, Language } from '@sanad/contract';
import { useLayoutEffect, type ReactNode } from 'react';
import { AppConfigContext } from '../lib/app-config.tsx';
import { LanguageProvider, useLanguage } from '../lib/language-context.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Sets `<html lang dir>` and Mantine's direction from the language: direction is decided once, at the root. */
function DocumentLanguage() {
  const { language, dir } = useLanguage();
  const { setDirection } = useDirection();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = dir;
    setDirection(dir);
  }, [language, dir, setDirection]);
  return null;
}

function DirectedMantine({ children, mantineEnv }: { children: ReactNode; mantineEnv: 'default' | 'test' }) {
  const { dir } = useLanguage();
  return (
    // detectDirection off: the language context is the one source of direction, not a watched attribute.
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DocumentLanguage />
      {/* Every theme variable is written at run time (deduplicateCssVariables off), so the 27 KB default-variables
          stylesheet stays out of the first download: the generator is in the bundle anyway. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        deduplicateCssVariables={false}
        env={mantineEnv}
      >
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

export interface ProvidersProps {
  config: AppConfig | null;
  language: Language;
  children: ReactNode;
  /** 'test' turns Mantine's transitions off so tests see opened panels at once. */
  mantineEnv?: 'default' | 'test';
}

/** Everything the screens rely on: configuration, translations, language and direction, the Mantine theme. */
export function Providers({ config, language, children, mantineEnv = 'default' }: ProvidersProps) {
  return (
    <AppConfigContext value={config}>
      <LanguageProvider initialLanguage={language}>
        <DirectedMantine mantineEnv={mantineEnv}>{children}</DirectedMantine>
      </LanguageProvider>
    </AppConfigContext>
  );
}
