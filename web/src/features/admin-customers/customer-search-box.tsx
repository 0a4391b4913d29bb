import { useEffect, useId, useState } from 'react';

/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface CustomerSearchBoxProps {
  /** The search the URL holds. */
  search: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when blank). */
  onSearch(search: string | undefined): void;
}

/** The search box of Personal Settings: by name or e-mail, sent to the server once typing pauses. */
export function CustomerSearchBox({ search, onSearch }: CustomerSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(search ?? '');

  // Back/Forward (or a reload) can change the search under the box: show what the URL says.
  useEffect(() => {
    setText((typed) => (typed.trim() === (search ?? '') ? typed : (search ?? '')));
  }, [search]);

  useEffect(() => {
    const typed = text.trim() || undefined;
    if (typed === search) return undefined;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <div className="admin-field">
      <label htmlFor={id}>Search customers</label>
      <input id={id} type="search" placeholder="Name or e-mail" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
