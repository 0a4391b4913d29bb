import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { layoutMessages } from './layout-messages';

/** Prices are baht only (spec section 9: the selector shows THB); a real select keeps room for more. */
export function CurrencySelector() {
  const text = useMessages(layoutMessages);
  const id = useId();
  return (
    <div className="top-bar__select top-bar__select--currency">
      <label htmlFor={id} className="visually-hidden">
        {text.currency}
      </label>
      <select id={id} defaultValue="THB">
        <option value="THB">THB</option>
      </select>
    </div>
  );
}
