import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDialogFocus } from '../../components/use-dialog-focus';
import { fill, useMessages } from '../../lib/i18n';
import { storeMessages } from './store-messages';

interface StoreFilterSheetProps {
  /** How many filters are on, shown on the button that opens the sheet. */
  activeCount: number;
  /** The matching items, once known: the sheet's button to close says how many it will show. */
  resultCount?: number;
  /** The filters; they apply as they change, so the results behind the sheet are ready when it closes. */
  children: ReactNode;
}

/** Narrow screens: the item filters behind a "Filters (n)" button, in a sheet that rises from the bottom. */
export function StoreFilterSheet({ activeCount, resultCount, children }: StoreFilterSheetProps) {
  const text = useMessages(storeMessages);
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="button button--ghost store-filter-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {activeCount > 0 ? fill(text.filtersButtonCount, { count: activeCount }) : text.filtersButton}
      </button>
      {isOpen && (
        <OpenFilterSheet resultCount={resultCount} onClose={close}>
          {children}
        </OpenFilterSheet>
      )}
    </>
  );
}

/** Mounted only while open, so focus handling starts and ends with the sheet (focus returns to the button). */
function OpenFilterSheet({ resultCount, onClose, children }: { resultCount?: number; onClose(): void; children: ReactNode }) {
  const text = useMessages(storeMessages);
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(sheetRef, onClose);
  return (
    <div className="store-sheet">
      <div className="store-sheet__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={sheetRef} className="store-sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="store-sheet__header">
          <h2 id={titleId} className="store-sheet__title">
            {text.filtersTitle}
          </h2>
          <button type="button" className="store-sheet__close" aria-label={text.close} onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="store-sheet__body">{children}</div>
        <div className="store-sheet__footer">
          <button type="button" className="button store-sheet__show" onClick={onClose}>
            {resultCount === undefined ? text.showResults : fill(text.showResultsCount, { count: resultCount })}
          </button>
        </div>
      </div>
    </div>
  );
}
