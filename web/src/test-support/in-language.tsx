import type { ReactNode } from 'react';
import { type Language, LanguageProvider } from '../lib/i18n';

/** `ui` shown in `language`, as the language switch (or its cookie) would have chosen it. */
export function inLanguage(language: Language, ui: ReactNode) {
  return <LanguageProvider initial={language}>{ui}</LanguageProvider>;
}
