import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { formatBaht } from '../../lib/money';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen } from '../admin-shell/screen-access';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { ListPager } from '../admin-shell/ui/list-pager';
import { ImportAccountsModal } from './import-accounts-modal';
import { RevealLoginModal } from './reveal-login-modal';
import { ROBUX_ACCOUNTS_PAGE_SIZE, robuxAccountsVariables } from './robux-account-filter';
import { RobuxAccountFilterBar } from './robux-account-filter-bar';
import type { EditableRobuxAccount } from './robux-account-form';
import { RobuxAccountFormModal } from './robux-account-form-modal';
import { RobuxAccountsTable } from './robux-accounts-table';
import { useRobuxAccountFilter } from './use-robux-account-filter';
import './robux-accounts.css';

/** One page of listings, newest first, under the status chip and search. Logins never come with them. */
export const StaffRobuxAccountsQuery = graphql(`
  query StaffRobuxAccounts($status: RobuxAccountStatus, $search: String, $page: PageInput) {
    staffRobuxAccounts(status: $status, search: $search, page: $page) {
      total
      items {
        id
        ...RobuxAccountsTable_account
      }
    }
  }
`);

type OpenDialog = { kind: 'add' } | { kind: 'edit'; account: EditableRobuxAccount } | { kind: 'import' } | { kind: 'reveal'; id: string } | null;

/** /dashboard/manage-roblox-accounts (MANAGE_ROBUX_ACCOUNTS): the Roblox accounts for sale, with add, edit, delete, CSV import and, for Super Admins, Reveal login. */
export default function RobuxAccountsPage() {
  const [filter, setFilter] = useRobuxAccountFilter();
  const { data, previousData, loading, error, refetch } = useQuery(StaffRobuxAccountsQuery, {
    variables: robuxAccountsVariables(filter),
    fetchPolicy: 'cache-and-network',
  });
  // Which admin may do what is the server's rule: the dashboard only asks what `me` was granted.
  const { permissions } = useCurrentAdmin();
  const canReveal = permissions.includes('REVEAL_ACCOUNT_LOGINS');
  const canOpenOrders = canUseScreen(permissions, 'orders');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState('');
  // The last answer stays (dimmed) while the next page or filter is on its way, so rows do not flicker.
  const result = data?.staffRobuxAccounts ?? previousData?.staffRobuxAccounts;
  const close = () => setDialog(null);
  const open = (next: OpenDialog) => {
    setNotice('');
    setDialog(next);
  };

  const actions = (
    <>
      <button type="button" className="button button--ghost" onClick={() => open({ kind: 'import' })}>
        Import CSV
      </button>
      <button type="button" className="button" onClick={() => open({ kind: 'add' })}>
        + Add account
      </button>
    </>
  );

  return (
    <AdminPage title="Manage Roblox Accounts" actions={actions}>
      <RobuxAccountFilterBar filter={filter} onChange={setFilter} />
      <p className="robux-notice" role="status">
        {notice}
      </p>
      <ErrorText error={error} prefix="Could not load the listings" />
      {!result ? (
        !error && <PageSpinner label="Loading listings…" />
      ) : (
        <div className="robux-results" aria-busy={loading}>
          {result.items.length === 0 ? (
            <p className="robux-empty">{filter.status || filter.search ? 'No listings match this filter.' : 'No listings yet: add one or import a CSV file.'}</p>
          ) : (
            <RobuxAccountsTable
              rows={result.items}
              canOpenOrders={canOpenOrders}
              canReveal={canReveal}
              onEdit={(account) => open({ kind: 'edit', account })}
              onReveal={(id) => open({ kind: 'reveal', id })}
              onDeleted={(id) => setNotice(`${id} deleted.`)}
            />
          )}
          <ListPager
            page={filter.page}
            pageSize={ROBUX_ACCOUNTS_PAGE_SIZE}
            shown={result.items.length}
            total={result.total}
            noun={['listing', 'listings']}
            label="Listing pages"
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </div>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RobuxAccountFormModal
          account={dialog.kind === 'edit' ? dialog.account : undefined}
          onClose={close}
          onSaved={({ id, price }) => {
            setNotice(`${id} ${dialog.kind === 'edit' ? 'saved' : 'added'}; price ${formatBaht(price)}.`);
            close();
            void refetch();
          }}
          onConflict={() => void refetch()}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportAccountsModal
          onClose={close}
          onImported={(created) => {
            setNotice(created.length === 1 ? `Imported 1 listing: ${created[0]}.` : `Imported ${created.length} listings.`);
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'reveal' && <RevealLoginModal accountId={dialog.id} onClose={close} />}
    </AdminPage>
  );
}
