import { useId } from 'react';
import { type Language, LANGUAGES, useLanguage, useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';

/** The storefront's language choice (the same cookie, the same ไทย / English), for the dashboard and its login. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const text = useMessages(adminShellMessages);
  const id = useId();
  return (
    <div className="admin-language">
      <label htmlFor={id}>{text.language}</label>
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
