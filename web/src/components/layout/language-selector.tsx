import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { LanguageSelect } from '../language-select';
import { layoutMessages } from './layout-messages';

export function LanguageSelector() {
  const text = useMessages(layoutMessages);
  const id = useId();
  return (
    <div className="top-bar__select">
      <label htmlFor={id} className="visually-hidden">
        {text.language}
      </label>
      <LanguageSelect id={id} />
    </div>
  );
}
