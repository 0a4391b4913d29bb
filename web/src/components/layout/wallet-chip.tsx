import { Link } from 'react-router-dom';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { useWalletBalance } from '../../lib/wallet-balance';
import { LayoutIcon } from './layout-icons';
import { layoutMessages } from './layout-messages';

/** The signed-in gamer's credit in the top bar, leading to their wallet; on phones just the icon and amount. */
export function WalletChip({ token }: { token: string }) {
  const text = useMessages(layoutMessages);
  const balance = useWalletBalance(token);
  if (balance === undefined) return null;
  const amount = formatBaht(balance);
  return (
    <Link to="/wallet" className="wallet-chip" aria-label={fill(text.walletBalance, { amount })}>
      <LayoutIcon name="wallet" size={18} />
      <span className="wallet-chip__label">{text.wallet}</span>
      <span className="wallet-chip__amount">{amount}</span>
    </Link>
  );
}
