import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * Thai is the default, and a Thai page says everything in Thai (names of games and items, Robux and Gamepass
 * aside); English says everything in English. Each feature keeps its own messages.
 */
export type Language = 'th' | 'en';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'th', label: 'ไทย' },
  { code: 'en', label: 'English' },
];
/**
 * The language switch's choice lives in a cookie, so the server renders a page in it too (a year, the whole site,
 * never sent to other sites).
 */
const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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

export const isLanguage = (value: unknown): value is Language => value === 'th' || value === 'en';

/** The language a `Cookie` header (or document.cookie) chose; Thai when it chose none. */
export function languageOfCookies(cookies: string | undefined): Language {
  const chosen = cookies?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return isLanguage(chosen) ? chosen : 'th';
}

/** `initial`: the language the page was rendered in (the server's render, a test); the cookie's otherwise. */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? languageOfCookies(document.cookie));
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
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
 * voice: the storefront follows the language switch, the dashboard follows the same choice.
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
