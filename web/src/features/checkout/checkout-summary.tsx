import { Link } from 'react-router-dom';
import { useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { fillCount } from '../../lib/plural';
import { checkoutMessages } from './checkout-messages';
import type { PlacementProblems } from './checkout-problems';

interface CheckoutSummaryProps {
  pieces: number;
  /** The server's total of the lines that can be ordered. */
  total: string;
  updating: boolean;
  signedIn: boolean;
  placing: boolean;
  problems: PlacementProblems;
  onPlaceOrder(): void;
  onSignIn(): void;
}

/** The total and the one button that places the order (or signs in first), with what stopped the last try. */
export function CheckoutSummary({ pieces, total, updating, signedIn, placing, problems, onPlaceOrder, onSignIn }: CheckoutSummaryProps) {
  const t = useMessages(checkoutMessages);
  const { language } = useLanguage();
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="checkout-card__title">
        {t.summaryHeading}
      </h2>
      <p className="checkout-summary__pieces">{fillCount(language, pieces, { one: t.piecesOne, other: t.pieces })}</p>
      <p className="checkout-summary__total">
        <span>{t.total}</span>
        <strong>{formatBaht(total)}</strong>
      </p>
      <p className="checkout-summary__updating" role="status">
        {updating ? t.updatingPrices : ''}
      </p>
      {signedIn ? (
        <button type="button" className="button checkout-summary__place" disabled={placing || updating} onClick={onPlaceOrder}>
          {placing ? t.placing : t.placeOrder}
        </button>
      ) : (
        <button type="button" className="button checkout-summary__place" onClick={onSignIn}>
          {t.signIn}
        </button>
      )}
      <div role="alert" className={problems.form ? 'checkout-summary__alert' : undefined}>
        {problems.form && (
          <>
            <p>{problems.form}</p>
            {problems.showOrdersLink && <Link to="/orders">{t.myOrders}</Link>}
            {problems.signInAgain && (
              <button type="button" className="button button--ghost" onClick={onSignIn}>
                {t.signIn}
              </button>
            )}
          </>
        )}
      </div>
      <p className="checkout-summary__note">{t.paymentNext}</p>
    </aside>
  );
}
