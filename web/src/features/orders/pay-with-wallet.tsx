import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht, fromSatang, toSatang } from '../../lib/money';
import { useWalletBalance } from '../../lib/wallet-balance';
import { ordersMessages } from './orders-messages';

interface PayWithWalletProps {
  total: string;
  token: string;
  /** The shopper chose to pay from the wallet holding `balance`: ask them to confirm. */
  onPay(balance: string): void;
}

/**
 * The wallet as a way to pay an order awaiting payment: its balance, and a button that works when the balance
 * covers the total (whole satang compared, never floats); short of it, how much is missing and where to top up.
 * Nothing shows while the balance is unknown: PromptPay below still works.
 */
export function PayWithWallet({ total, token, onPay }: PayWithWalletProps) {
  const t = useMessages(ordersMessages);
  const headingId = useId();
  const shortId = useId();
  const balance = useWalletBalance(token);
  if (balance === undefined) return null;
  const missing = toSatang(total) - toSatang(balance);

  return (
    <section className="order-card order-wallet" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.payWithWallet}</h2>
      <p className="order-wallet__balance">
        <span>{t.walletBalance}</span>
        <strong>{formatBaht(balance)}</strong>
      </p>
      {missing > 0 && (
        <p id={shortId} className="order-wallet__short">
          {fill(t.walletShort, { amount: formatBaht(fromSatang(missing)) })}
        </p>
      )}
      <div className="order-wallet__actions">
        <button type="button" className="button" disabled={missing > 0} aria-describedby={missing > 0 ? shortId : undefined} onClick={() => onPay(balance)}>
          {fill(t.payFromWallet, { amount: formatBaht(total) })}
        </button>
        {missing > 0 && (
          <Link to="/wallet" className="button button--ghost">
            {t.topUpWallet}
          </Link>
        )}
      </div>
    </section>
  );
}
