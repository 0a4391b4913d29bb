import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { maxPriceFromSlider } from './store-filters';
import { storeMessages } from './store-messages';

const wholeBaht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 });
/** Long enough to let a drag or held arrow key settle, short enough to feel immediate. */
const COMMIT_DELAY_MS = 400;

interface PriceRangeSliderProps {
  /** The game's highest price; null when it has no items. */
  highestPrice: number | null;
  /** The upper bound in force, whole baht. */
  maxPrice: number;
  onCommit(maxPrice: number): void;
}

/**
 * Moves freely under the pointer but changes the URL (and so the query) only when released or after a pause,
 * so dragging does not pile up history entries and requests.
 */
export function PriceRangeSlider({ highestPrice, maxPrice, onCommit }: PriceRangeSliderProps) {
  const text = useMessages(storeMessages);
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const commitTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(commitTimer.current), []);

  const commit = (value: number) => {
    window.clearTimeout(commitTimer.current);
    setDraft(null);
    if (highestPrice !== null) onCommit(maxPriceFromSlider(value, highestPrice));
  };
  const shown = draft ?? maxPrice;

  return (
    <div className="price-range">
      <div className="price-range__labels">
        <label htmlFor={id}>{text.maxPrice}</label>
        <output htmlFor={id} className="price-range__value">
          {wholeBaht.format(shown)}
        </output>
      </div>
      <input
        id={id}
        className="price-range__input"
        type="range"
        min={0}
        max={highestPrice ?? 0}
        step={1}
        value={shown}
        disabled={highestPrice === null}
        aria-valuetext={wholeBaht.format(shown)}
        onChange={(event) => {
          const value = Number(event.target.value);
          setDraft(value);
          window.clearTimeout(commitTimer.current);
          commitTimer.current = window.setTimeout(() => commit(value), COMMIT_DELAY_MS);
        }}
        onPointerUp={() => draft !== null && commit(draft)}
      />
      <div className="price-range__ends" aria-hidden="true">
        <span>{wholeBaht.format(0)}</span>
        <span>{wholeBaht.format(highestPrice ?? 0)}</span>
      </div>
    </div>
  );
}
