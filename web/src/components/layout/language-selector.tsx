import { useId } from 'react';
import { type Language, LANGUAGES, useLanguage, useMessages } from '../../lib/i18n';
import { layoutMessages } from './layout-messages';

export function LanguageSelector() {
  const { language, setLanguage } = useLanguage();
  const text = useMessages(layoutMessages);
  const id = useId();
  return (
    <div className="top-bar__select">
      <label htmlFor={id} className="visually-hidden">
        {text.language}
      </label>
      <select id={id} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
        {LANGUAGES.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
