import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LayoutIcon } from '../../components/layout/layout-icons';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { itemNameIn } from '../../lib/item-name';
import { itemPath } from '../../lib/item-path';
import { formatBaht } from '../../lib/money';
import { searchMessages } from './search-messages';
import { type Suggestion, useItemSuggestions } from './use-item-suggestions';
import './search.css';

/** The API's longest search (searchTextField); the box stops there rather than send a search it would refuse. */
const SEARCH_MAX_LENGTH = 100;

/** The store's results of a search: every game's items whose name holds the text. */
const storeSearchPath = (text: string) => `/store?${new URLSearchParams({ search: text.trim() })}`;

/**
 * The top bar's search: a WAI-ARIA combobox whose listbox suggests items from every game as the shopper types.
 * ArrowDown/ArrowUp move through the suggestions, Enter opens the active one (or, with none active, the store's
 * full results across every game), Escape closes the list and keeps focus in the box. Where the top bar has no
 * room for the box (below 1200 px) a search button opens it over the bar.
 */
export function ItemSearchBox() {
  const text = useMessages(searchMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  /** The box is shown over the top bar (narrow screens; wide ones always show it). */
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Escape (or a choice) put the list away; typing brings it back. */
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const ids = { form: `${id}form`, listbox: `${id}listbox`, option: (index: number) => `${id}option-${index}` };

  const { term, result, pending, failed, retry } = useItemSuggestions(value);
  const options = result?.items ?? [];
  const popupShown = focused && !dismissed && term !== '';
  const listShown = popupShown && options.length > 0;
  const plural = (count: number) => (new Intl.PluralRules(language).select(count) === 'one' ? 'One' : 'Other');

  useSearchFromStoreAddress(focused, setValue);

  useEffect(() => {
    if (opened) inputRef.current?.focus();
  }, [opened]);
  // A new answer is a new list: nothing in it is active until the arrows say so.
  useEffect(() => setActiveIndex(-1), [result]);
  // Focus stays in the box, so the browser does not scroll the active suggestion into view by itself.
  const activeId = activeIndex >= 0 ? ids.option(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const dismissList = () => {
    setDismissed(true);
    setActiveIndex(-1);
  };
  /** After a choice, or the close button: the list goes, and on phones the box folds back into its button. */
  const finish = () => {
    dismissList();
    if (opened) {
      setOpened(false);
      toggleRef.current?.focus();
    }
  };
  const openItem = (item: Suggestion) => {
    finish();
    navigate(itemPath(item.id));
  };
  const showAllResults = () => {
    if (!value.trim()) return;
    finish();
    navigate(storeSearchPath(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and the arrows belong to an input method while it composes a character.
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!listShown) {
        setDismissed(false);
        setActiveIndex(event.key === 'ArrowDown' ? 0 : count - 1);
      } else if (event.key === 'ArrowDown') {
        setActiveIndex((index) => (index + 1) % count);
      } else {
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = listShown ? options[activeIndex] : undefined;
      if (active) openItem(active);
      else showAllResults();
    } else if (event.key === 'Escape') {
      if (popupShown) {
        event.preventDefault();
        dismissList();
      } else if (value) {
        event.preventDefault();
        setValue('');
      } else if (opened) {
        event.preventDefault();
        finish();
      }
    }
  };

  // The list stays open while focus moves inside the search (to Retry or the link to every result). Leaving it
  // also folds the box away on phones, where it covers the top bar's other controls.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setOpened(false);
  };

  let message = null;
  if (popupShown && !listShown) {
    if (failed) {
      message = (
        <div className="item-search__message">
          <p>{text.failed}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {text.retry}
          </button>
        </div>
      );
    } else if (pending || !result) {
      message = <p className="item-search__message">{text.searching}</p>;
    } else {
      message = (
        <div className="item-search__message">
          <p>{fill(text.noResults, { text: term })}</p>
          <p className="item-search__hint">{text.noResultsHint}</p>
        </div>
      );
    }
  }

  let announcement = '';
  if (popupShown && !pending) {
    if (failed) announcement = text.failed;
    else if (result) announcement = result.total === 0 ? fill(text.noResults, { text: term }) : fill(text[`results${plural(result.total)}`], { count: result.total });
  }

  return (
    <div className={opened ? 'item-search item-search--opened' : 'item-search'}>
      <button
        ref={toggleRef}
        type="button"
        className="item-search__toggle"
        aria-label={text.openSearch}
        aria-expanded={opened}
        aria-controls={ids.form}
        onClick={() => setOpened(true)}
      >
        <LayoutIcon name="search" />
      </button>
      <form
        id={ids.form}
        className="item-search__form"
        role="search"
        aria-label={text.label}
        onSubmit={(event) => {
          event.preventDefault();
          showAllResults();
        }}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="item-search__field">
          <LayoutIcon name="search" size={18} />
          <input
            ref={inputRef}
            className="item-search__input"
            type="text"
            role="combobox"
            aria-label={text.label}
            placeholder={text.label}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={ids.listbox}
            aria-activedescendant={listShown ? activeId : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setDismissed(false);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="item-search__close" aria-label={text.closeSearch} onClick={finish}>
            <LayoutIcon name="close" size={20} />
          </button>
        </div>
        {/* A press in the popup keeps focus (and the popup) in the box until its click lands. */}
        <div className="item-search__popup" hidden={!popupShown} onMouseDown={(event) => event.preventDefault()}>
          <ul
            id={ids.listbox}
            className={pending ? 'item-search__list item-search__list--stale' : 'item-search__list'}
            role="listbox"
            aria-label={text.suggestions}
            aria-busy={pending}
            hidden={!listShown}
          >
            {options.map((item, index) => (
              <li
                key={item.id}
                id={ids.option(index)}
                className="item-search__option"
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => openItem(item)}
              >
                <img className="item-search__thumbnail" src={item.thumbnailUrl} alt="" width={40} height={40} onError={showPlaceholderOnError} />
                <span className="item-search__name">{itemNameIn(language, item)}</span>
                <span className="item-search__game">{item.category.name}</span>
                <span className="item-search__price">{formatBaht(item.price)}</span>
              </li>
            ))}
          </ul>
          {message}
          {listShown && result && (
            <Link className="item-search__all" to={storeSearchPath(term)} onClick={finish}>
              {fill(text[`seeAll${plural(result.total)}`], { count: result.total })}
            </Link>
          )}
        </div>
      </form>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** On the store's search results the box shows what was searched for; another store view clears it. */
function useSearchFromStoreAddress(focused: boolean, setValue: (value: string) => void) {
  const { pathname, search } = useLocation();
  // Read when the address changes, not when focus does: what the shopper is typing is never replaced.
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  useEffect(() => {
    if (pathname === '/store' && !focusedRef.current) setValue(new URLSearchParams(search).get('search') ?? '');
  }, [pathname, search, setValue]);
}
