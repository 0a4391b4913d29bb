import { useCart } from '../cart/cart-context';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobux } from '../../lib/robux';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { rateLabel } from './account-filters';
import { topUpMessages } from './topup-messages';

export interface RobuxPackageView {
  id: number;
  amount: number;
  price: string;
  thumbnailUrl: string;
  /** The Robux price the buyer's gamepass must have, as the server works it out. */
  gamepassPrice: number;
  /** Baht per 1,000 Robux ("350.00"), the unit of the accounts table's rate. */
  rate: string;
}

export function RobuxPackageCard({ robuxPackage }: { robuxPackage: RobuxPackageView }) {
  const text = useMessages(topUpMessages);
  const { add } = useCart();
  // The spec's '{amount} ROBUX', the same in both languages: the cart and the order line carry this name too.
  const name = formatRobux(robuxPackage.amount);

  return (
    <li className="robux-package">
      <img className="robux-package__image" src={robuxPackage.thumbnailUrl} alt="" width={128} height={128} onError={showPlaceholderOnError} />
      <h3 className="robux-package__amount">{name}</h3>
      <p className="robux-package__price">{formatBaht(robuxPackage.price)}</p>
      <dl className="robux-package__facts">
        <div>
          <dt>{text.packageGamepassPrice}</dt>
          <dd>{formatRobux(robuxPackage.gamepassPrice)}</dd>
        </div>
        <div>
          <dt>{text.packageRate}</dt>
          <dd>{rateLabel(robuxPackage.rate)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button robux-package__add"
        aria-label={fill(text.addPackageToCart, { name })}
        onClick={() => add({ kind: 'robux', id: robuxPackage.id, name, unitPrice: robuxPackage.price, imageUrl: robuxPackage.thumbnailUrl })}
      >
        {text.addToCart}
      </button>
    </li>
  );
}
