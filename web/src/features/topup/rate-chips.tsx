import { fill, useMessages } from '../../lib/i18n';
import { toSatang } from '../../lib/money';
import { rateLabel } from './account-filters';
import { topUpMessages } from './topup-messages';

interface RateChipsProps {
  allCount: number;
  /** Accounts for sale per rate ("95.00"), as the API counts them whatever rate is chosen. */
  rateCounts: readonly { rate: string; count: number }[];
  /** The chosen rate, or undefined for every rate. */
  rate: string | undefined;
  onChoose(rate: string | undefined): void;
}

/** All accounts, then one chip per rate, lowest first; each shows how many accounts it holds. */
export function RateChips({ allCount, rateCounts, rate, onChoose }: RateChipsProps) {
  const text = useMessages(topUpMessages);
  // A rate from a shared link whose accounts have all been sold still gets its chip (at 0), so the shopper
  // sees which filter emptied the table.
  const chips = rate === undefined || rateCounts.some((chip) => chip.rate === rate) ? rateCounts : withZeroChip(rateCounts, rate);
  return (
    <div className="robux-accounts__chips" role="group" aria-label={text.accountsFilter}>
      <button type="button" className="rate-chip" aria-pressed={rate === undefined} onClick={() => onChoose(undefined)}>
        {text.allAccounts} <span className="rate-chip__count">{allCount}</span>
      </button>
      {chips.map((chip) => (
        <button key={chip.rate} type="button" className="rate-chip" aria-pressed={chip.rate === rate} onClick={() => onChoose(chip.rate)}>
          {fill(text.rateChip, { rate: rateLabel(chip.rate) })} <span className="rate-chip__count">{chip.count}</span>
        </button>
      ))}
    </div>
  );
}

function withZeroChip(rateCounts: readonly { rate: string; count: number }[], rate: string) {
  return [...rateCounts, { rate, count: 0 }].sort((a, b) => toSatang(a.rate) - toSatang(b.rate));
}
