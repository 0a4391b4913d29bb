import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { formatWholeBaht } from '../../lib/money';
import { maxPriceFromSlider } from './store-filters';
import { storeMessages } from './store-messages';

/** Long enough to let a drag or held arrow key settle, short enough to feel immediate. */
const COMMIT_DELAY_MS = 400;

interface PriceRangeSliderProps {
  /** The game's highest price; null when it has no items or while that is not known (loading, or it failed). */
  highestPrice: number | null;
  /** The upper bound in force, whole baht; absent: none, the slider at its end. */
  maxPrice?: number;
  onCommit(maxPrice: number | undefined): void;
}

/**
 * Moves freely under the pointer but changes the URL (and so the query) only when released or after a pause,
 * so dragging does not pile up history entries and requests. Without a known range it shows no amounts at all
 * rather than a made-up ฿0 to ฿0.
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
  // The slider's end stands for every price, the dearest included, so it reads as that price rounded up.
  const top = highestPrice === null ? null : Math.ceil(highestPrice);
  const bound = draft === null ? maxPrice : maxPriceFromSlider(draft, highestPrice ?? 0);
  const shownText = top === null ? text.priceUnknown : formatWholeBaht(bound ?? top);

  return (
    <div className="price-range">
      <div className="price-range__labels">
        <label htmlFor={id}>{text.maxPrice}</label>
        <output htmlFor={id} className="price-range__value">
          {shownText}
        </output>
      </div>
      <input
        id={id}
        className="price-range__input"
        type="range"
        min={0}
        max={highestPrice ?? 0}
        step={1}
        value={draft ?? maxPrice ?? Math.floor(highestPrice ?? 0)}
        disabled={highestPrice === null}
        aria-valuetext={shownText}
        onChange={(event) => {
          const value = Number(event.target.value);
          setDraft(value);
          window.clearTimeout(commitTimer.current);
          commitTimer.current = window.setTimeout(() => commit(value), COMMIT_DELAY_MS);
        }}
        onPointerUp={() => draft !== null && commit(draft)}
      />
      {top !== null && (
        <div className="price-range__ends" aria-hidden="true">
          <span>{formatWholeBaht(0)}</span>
          <span>{formatWholeBaht(top)}</span>
        </div>
      )}
    </div>
  );
}
