import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { browserStorage } from './browser-storage';

/**
 * Thai is the default and shows the spec's own strings exactly (English labels included, as the spec
 * has them); English translates everything, the Thai ones too. Each feature keeps its own messages.
 */
export type Language = 'th' | 'en';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'th', label: 'ไทย' },
  { code: 'en', label: 'English' },
];
const LANGUAGE_KEY = 'language';

export type Messages<Key extends string> = Record<Language, Record<Key, string>>;

/** Declares a feature's texts; both languages must give every key. */
export function defineMessages<Key extends string>(messages: Messages<Key>): Messages<Key> {
  return messages;
}

/** Fills `{name}` placeholders: fill('{amount} ROBUX', { amount: 80 }) → '80 ROBUX'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

const isLanguage = (value: unknown): value is Language => value === 'th' || value === 'en';

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => {
    const saved = browserStorage.readText(LANGUAGE_KEY);
    return initial ?? (isLanguage(saved) ? saved : 'th');
  });
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    browserStorage.write(LANGUAGE_KEY, next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}

/**
 * Sets `<html lang>` while the calling layout is shown, so screen readers speak its texts with the right
 * voice: the storefront follows the language switch, the dashboard (English only) says English.
 */
export function useDocumentLanguage(language: Language) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/** The current language's texts of one feature. */
export function useMessages<Key extends string>(messages: Messages<Key>): Record<Key, string> {
  return messages[useLanguage().language];
}
