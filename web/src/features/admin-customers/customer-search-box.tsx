import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { adminCustomersMessages } from './admin-customers-messages';

interface CustomerSearchBoxProps {
  /** The search the URL holds. */
  search: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when blank). */
  onSearch(search: string | undefined): void;
}

/** The search box of Personal Settings: by name or e-mail, sent to the server once typing pauses. */
export function CustomerSearchBox({ search, onSearch }: CustomerSearchBoxProps) {
  const id = useId();
  const [text, setText] = useUrlSearchBox(search, onSearch);
  const words = useMessages(adminCustomersMessages);

  return (
    <div className="admin-field">
      <label htmlFor={id}>{words.searchCustomers}</label>
      <input id={id} type="search" placeholder={words.searchPlaceholder} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
