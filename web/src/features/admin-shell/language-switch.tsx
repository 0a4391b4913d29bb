import { useId } from 'react';
import { LanguageSelect } from '../../components/language-select';
import { useMessages } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';

/** The storefront's language choice (the same cookie, the same ไทย / English), for the dashboard and its login. */
export function LanguageSwitch() {
  const text = useMessages(adminShellMessages);
  const id = useId();
  return (
    <div className="admin-language">
      <label htmlFor={id}>{text.language}</label>
      <LanguageSelect id={id} />
    </div>
  );
}
