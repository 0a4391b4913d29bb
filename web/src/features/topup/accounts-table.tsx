import { useQuery } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { useFragment } from '../../gql';
import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { AccountDetailDialog } from './account-detail-dialog';
import { accountsVariables, chooseRate, chooseSort, lastPageOf, toggledSort } from './account-filters';
import { AccountsGrid } from './accounts-grid';
import { AccountsPager } from './accounts-pager';
import { AccountsTools } from './accounts-tools';
import { RateChips } from './rate-chips';
import { AccountRowFragment, RobuxAccountsQuery } from './robux-accounts-operations';
import { topUpMessages } from './topup-messages';
import { useAccountFilters } from './use-account-filters';
import { useBuyAccount } from './use-buy-account';

/** "รายการบัญชี Robux พร้อมขาย": the accounts for sale, filtered, sorted and paged through the URL. */
export function AccountsTable() {
  const text = useMessages(topUpMessages);
  const headingId = useId();
  const [filters, setFilters] = useAccountFilters();
  // The listings the page came with are refreshed as it hydrates (they sell out); the table says so only after.
  const hydrated = useHydrated();
  // Always asked again: a listing sold since the last visit must not linger in the table.
  const { data, previousData, loading, error, refetch } = useQuery(RobuxAccountsQuery, { variables: accountsVariables(filters), fetchPolicy: 'cache-and-network' });
  const shown = (data ?? previousData)?.robuxAccounts;
  const rows = useFragment(AccountRowFragment, shown?.items ?? []);
  const [status, setStatus] = useState('');
  const buy = useBuyAccount();
  const [detail, setDetail] = useState<AccountRow | null>(null);

  const lastPage = lastPageOf(shown?.total ?? 0);

  let body: ReactNode;
  if (!shown) {
    body = loading ? (
      <p className="robux-accounts__state" role="status">
        {text.loadingAccounts}
      </p>
    ) : (
      <div className="robux-accounts__state" role="alert">
        <p>{text.accountsFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {text.retry}
        </button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyAccounts
        total={shown.total}
        allCount={shown.allCount}
        filtered={filters.rate !== undefined}
        page={filters.page}
        lastPage={lastPage}
        onShowAll={() => setFilters(chooseRate(filters, undefined))}
        onGoToPage={(page) => setFilters({ ...filters, page })}
      />
    );
  } else {
    body = (
      <AccountsGrid
        rows={rows}
        caption={fill(text.accountsCaption, { page: filters.page, pages: lastPage })}
        sort={filters.sort}
        busy={loading && hydrated}
        onSort={(column) => setFilters(chooseSort(filters, toggledSort(filters.sort, column)))}
        onBuy={buy}
        onDetail={setDetail}
      />
    );
  }

  return (
    <section className="robux-accounts" aria-labelledby={headingId}>
      <h2 id={headingId} className="robux-accounts__heading">
        {text.accountsHeading}
      </h2>
      {shown && <RateChips allCount={shown.allCount} rateCounts={shown.rateCounts} rate={filters.rate} onChoose={(rate) => setFilters(chooseRate(filters, rate))} />}
      <div className="robux-accounts__toolbar">
        <AccountsTools filters={filters} report={setStatus} />
        <div className="robux-accounts__status">
          <p role="status" aria-live="polite">
            {status}
          </p>
        </div>
      </div>
      {error && shown && (
        <p className="robux-accounts__refresh-failed" role="alert">
          {text.refreshFailed}{' '}
          <button type="button" className="robux-accounts__link-button" onClick={() => void refetch()}>
            {text.retry}
          </button>
        </p>
      )}
      {body}
      {shown && shown.total > 0 && <AccountsPager page={filters.page} lastPage={lastPage} onPage={(page) => setFilters({ ...filters, page })} />}
      {detail && (
        <AccountDetailDialog
          account={detail}
          onBuy={(account) => {
            buy(account);
            setDetail(null);
          }}
          onClose={(sold) => {
            setDetail(null);
            if (sold) void refetch();
          }}
        />
      )}
    </section>
  );
}

interface EmptyAccountsProps {
  total: number;
  allCount: number;
  filtered: boolean;
  page: number;
  lastPage: number;
  onShowAll(): void;
  onGoToPage(page: number): void;
}

/** Why the table has no rows, and the way back to some. */
function EmptyAccounts({ total, allCount, filtered, page, lastPage, onShowAll, onGoToPage }: EmptyAccountsProps) {
  const text = useMessages(topUpMessages);
  // Rows exist, just not this far: a page number from an old link, or accounts sold since.
  if (total > 0) {
    return (
      <div className="robux-accounts__state">
        <p>{fill(text.pageEmpty, { page })}</p>
        <button type="button" className="button button--ghost" onClick={() => onGoToPage(lastPage)}>
          {fill(text.goToPage, { page: lastPage })}
        </button>
      </div>
    );
  }
  if (filtered && allCount > 0) {
    return (
      <div className="robux-accounts__state">
        <p>{text.noAccountsAtRate}</p>
        <button type="button" className="button button--ghost" onClick={onShowAll}>
          {text.showAllAccounts}
        </button>
      </div>
    );
  }
  return <p className="robux-accounts__state">{text.noAccounts}</p>;
}
