import { useCart } from '../cart/cart-context';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { topUpMessages } from './topup-messages';

export interface RobuxPackageView {
  id: number;
  amount: number;
  price: string;
  thumbnailUrl: string;
}

interface RobuxPackageCardProps {
  robuxPackage: RobuxPackageView;
  /** Told the cart name of the package just added, to confirm it. */
  onAdded(name: string): void;
}

export function RobuxPackageCard({ robuxPackage, onAdded }: RobuxPackageCardProps) {
  const text = useMessages(topUpMessages);
  const { add } = useCart();
  // The cart keeps the spec's '{amount} ROBUX' name whatever the language, so a line reads the same after a switch.
  const name = fill(topUpMessages.th.packageName, { amount: robuxPackage.amount });

  return (
    <li className="robux-package">
      <img className="robux-package__image" src={robuxPackage.thumbnailUrl} alt="" width={128} height={128} onError={showPlaceholderOnError} />
      <h3 className="robux-package__amount">{fill(text.packageName, { amount: robuxPackage.amount })}</h3>
      <p className="robux-package__price">{formatBaht(robuxPackage.price)}</p>
      <button
        type="button"
        className="button robux-package__add"
        aria-label={fill(text.addPackageToCart, { name })}
        onClick={() => {
          add({ kind: 'robux', id: robuxPackage.id, name, unitPrice: robuxPackage.price, imageUrl: robuxPackage.thumbnailUrl });
          onAdded(name);
        }}
      >
        {text.addToCart}
      </button>
    </li>
  );
}
