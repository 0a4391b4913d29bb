import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { SignInToSee } from '../../components/sign-in-to-see';
import { errorCode } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { PageTitle } from '../../components/page-title';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { useCustomerSession } from '../customer-session/session-context';
import { OpenTopup } from './open-topup';
import { TopupForm } from './topup-form';
import { historyPageFrom, WalletHistory } from './wallet-history';
import { MyWalletQuery } from './wallet-operations';
import { walletMessages } from './wallet-messages';
import './wallet.css';

export const WALLET_PAGE_SIZE = 10;

/** ?topup=12 → 12: the top-up being paid stays open across reloads. */
function openTopupFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('topup'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /wallet: the signed-in gamer's credit, its history, and topping it up by PromptPay. */
export default function WalletPage() {
  const t = useMessages(walletMessages);
  const { token } = useCustomerSession();
  return (
    <>
      <PageTitle name={t.title} />
      {token ? <Wallet key={token} token={token} /> : <SignInToSee title={t.signInTitle} text={t.signInText} />}
    </>
  );
}

function Wallet({ token }: { token: string }) {
  const t = useMessages(walletMessages);
  const [search, setSearch] = useSearchParams();
  const page = historyPageFrom(search);
  const topupId = openTopupFrom(search);
  const { data, previousData, loading, error, refetch } = useQuery(MyWalletQuery, {
    variables: { page: { offset: (page - 1) * WALLET_PAGE_SIZE, limit: WALLET_PAGE_SIZE } },
    context: asShopper(token),
    fetchPolicy: 'network-only',
  });
  const wallet = (data ?? previousData)?.myWallet;
  const refreshWallet = useCallback(() => void refetch(), [refetch]);
  const showTopup = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('topup');
      else next.set('topup', String(id));
      return next;
    });

  if (!wallet && errorCode(error) === 'UNAUTHENTICATED') return <SignInToSee title={t.signInTitle} text={t.signInText} sessionEnded />;

  return (
    <div className="wallet-page">
      <header className="wallet-page__header">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      <div className="wallet-page__top">
        {wallet ? (
          <section className="wallet-card wallet-balance" aria-labelledby="wallet-balance-heading">
            <h2 id="wallet-balance-heading">{t.balance}</h2>
            <p className="wallet-balance__amount">{formatBaht(wallet.balance)}</p>
            <p className="wallet-balance__credited">{fill(t.totalCredited, { amount: formatBaht(wallet.totalCredited) })}</p>
          </section>
        ) : loading ? (
          <PageSpinner label={t.loading} />
        ) : (
          <section className="wallet-card" role="alert">
            <p>{t.loadFailed}</p>
            <button type="button" className="button button--ghost" onClick={refreshWallet}>
              {t.retry}
            </button>
          </section>
        )}
        {topupId ? (
          <OpenTopup key={topupId} id={topupId} token={token} onCredited={refreshWallet} onClose={() => showTopup(null)} />
        ) : (
          wallet && <TopupForm token={token} limits={{ min: wallet.topupMin, max: wallet.topupMax }} onStarted={showTopup} />
        )}
      </div>
      {wallet && <WalletHistory wallet={wallet} pageSize={WALLET_PAGE_SIZE} busy={loading} />}
    </div>
  );
}
