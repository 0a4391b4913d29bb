import { type Language, LANGUAGES, useLanguage } from '../lib/i18n';

/** The language choice (ไทย / English, each named in itself), kept in the cookie both the shop and dashboard read. */
export function LanguageSelect({ id }: { id: string }) {
  const { language, setLanguage } = useLanguage();
  return (
    <select id={id} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
      {LANGUAGES.map(({ code, label }) => (
        <option key={code} value={code} lang={code}>
          {label}
        </option>
      ))}
    </select>
  );
}
