import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorCode } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht, fromSatang, toSatang } from '../../lib/money';
import { WalletBalanceQuery } from '../../lib/wallet-balance';
import { ConfirmDialog } from './confirm-dialog';
import { MyOrderQuery, PayOrderWithWalletMutation } from './order-operations';
import { ordersMessages } from './orders-messages';

interface PayWithWalletDialogProps {
  number: string;
  total: string;
  /** What the wallet held when the shopper chose it. */
  balance: string;
  token: string;
  onClose(): void;
  onPaid(): void;
  /** The shop refused because the order moved on: the page should show its latest state. */
  onRefused(): void;
}

/** "Pay ฿X from your wallet?": charged only once the shopper confirms; a refusal says why in their language. */
export function PayWithWalletDialog({ number, total, balance, token, onClose, onPaid, onRefused }: PayWithWalletDialogProps) {
  const t = useMessages(ordersMessages);
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [pay, { loading }] = useMutation(PayOrderWithWalletMutation, {
    context: asShopper(token),
    // The answer is the order as its page shows it (now PAID): the page updates without asking again.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyOrderQuery, variables: { number }, data: { order: data.payOrderWithWallet } });
    },
  });
  // Paid or refused for want of credit, the balances shown (the page's, the top bar's) are asked for again.
  const refreshBalance = () => void client.refetchQueries({ include: [WalletBalanceQuery] });
  const keeps = fromSatang(Math.max(0, toSatang(balance) - toSatang(total)));

  async function confirm() {
    setFailure(null);
    try {
      await pay({ variables: { number } });
      refreshBalance();
      onPaid();
    } catch (error) {
      const code = errorCode(error);
      setFailure(code === 'INSUFFICIENT_BALANCE' ? t.walletInsufficient : code === 'CONFLICT' ? t.walletConflict : t.walletPayFailed);
      if (code === 'INSUFFICIENT_BALANCE') refreshBalance();
      if (code === 'CONFLICT') onRefused();
    }
  }

  return (
    <ConfirmDialog
      title={fill(t.payWalletTitle, { amount: formatBaht(total) })}
      text={fill(t.payWalletText, { number, after: formatBaht(keeps) })}
      failure={failure}
      backOutLabel={t.notNow}
      confirmLabel={loading ? t.payingWallet : t.confirmPayWallet}
      confirmClassName="button"
      busy={loading}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
