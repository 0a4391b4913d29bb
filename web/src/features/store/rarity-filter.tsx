import type { Rarity } from '../../gql/graphql';
import { useLanguage, useMessages } from '../../lib/i18n';
import { rarityName } from '../../lib/rarity-name';
import { RARITIES } from './store-filters';
import { storeMessages } from './store-messages';

export interface RarityCountView {
  rarity: Rarity;
  count: number;
}

interface RarityFilterProps {
  /** Per rarity, the items the other filters (tab, price bound) show; absent while loading. */
  counts?: readonly RarityCountView[];
  chosen: readonly Rarity[];
  onToggle(rarity: Rarity): void;
}

export function RarityFilter({ counts, chosen, onToggle }: RarityFilterProps) {
  const text = useMessages(storeMessages);
  const { language } = useLanguage();
  return (
    <div className="rarity-filter" role="group" aria-labelledby="store-rarity-label">
      <p id="store-rarity-label" className="rarity-filter__label">
        {text.rarity}
      </p>
      <ul className="rarity-filter__list">
        {RARITIES.map((rarity) => (
          <li key={rarity}>
            <button
              type="button"
              className={`rarity-filter__option rarity-filter__option--${rarity.toLowerCase()}`}
              aria-pressed={chosen.includes(rarity)}
              onClick={() => onToggle(rarity)}
            >
              <span className="rarity-filter__dot" aria-hidden="true" />
              <span className="rarity-filter__name">{rarityName(rarity, language)}</span>{' '}
              <span className="rarity-filter__count">{counts?.find((count) => count.rarity === rarity)?.count ?? '–'}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
