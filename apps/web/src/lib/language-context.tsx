import type { Language } from '@sanad/contract';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { applyLanguage } from './i18n.tsx';
import { directionOf, type Direction } from './language.ts';

export interface LanguageContextValue {
  language: Language;
  dir: Direction;
  /** Loads the language's translations, then switches the whole UI (text, `<html lang dir>`, Mantine direction). */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Holds the UI language in React state. Screens and the shell read it from here, never from a value captured
 * when the router was created, so a switch re-renders everything at once.
 */
export function LanguageProvider({ initialLanguage, children }: { initialLanguage: Language; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const setLanguage = useCallback(async (next: Language) => {
    await applyLanguage(next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, dir: directionOf(language), setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
