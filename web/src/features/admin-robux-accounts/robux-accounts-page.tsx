import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { screenMessages } from '../admin-shell/sidebar-links';
import { useCurrentAdmin } from '../admin-shell/current-admin';
import { canUseScreen } from '../admin-shell/screen-access';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { ListPager } from '../admin-shell/ui/list-pager';
import { adminRobuxAccountsMessages } from './admin-robux-accounts-messages';
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
  const text = useMessages(adminRobuxAccountsMessages);
  const title = useMessages(screenMessages)['manage-roblox-accounts'];
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
        {text.importCsv}
      </button>
      <button type="button" className="button" onClick={() => open({ kind: 'add' })}>
        {text.addAccount}
      </button>
    </>
  );

  return (
    <AdminPage title={title} actions={actions}>
      <RobuxAccountFilterBar filter={filter} onChange={setFilter} />
      <p className="robux-notice" role="status">
        {notice}
      </p>
      <ErrorText error={error} prefix={text.couldNotLoad} />
      {!result ? (
        !error && <PageSpinner label={text.loadingListings} />
      ) : (
        <div className="robux-results" aria-busy={loading}>
          {result.items.length === 0 ? (
            <p className="robux-empty">{filter.status || filter.search ? text.noListingsMatch : text.noListingsYet}</p>
          ) : (
            <RobuxAccountsTable
              rows={result.items}
              canOpenOrders={canOpenOrders}
              canReveal={canReveal}
              onEdit={(account) => open({ kind: 'edit', account })}
              onReveal={(id) => open({ kind: 'reveal', id })}
              onDeleted={(id) => setNotice(fill(text.deleted, { id }))}
            />
          )}
          <ListPager
            page={filter.page}
            pageSize={ROBUX_ACCOUNTS_PAGE_SIZE}
            shown={result.items.length}
            total={result.total}
            noun={[text.listingOne, text.listingOther]}
            label={text.listingPages}
            onPageChange={(page) => setFilter({ ...filter, page })}
          />
        </div>
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RobuxAccountFormModal
          account={dialog.kind === 'edit' ? dialog.account : undefined}
          onClose={close}
          onSaved={({ id, price }) => {
            setNotice(fill(dialog.kind === 'edit' ? text.saved : text.added, { id, price: formatBaht(price) }));
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
            setNotice(created.length === 1 ? fill(text.importedOne, { id: created[0]! }) : fill(text.importedOther, { count: created.length }));
            void refetch();
          }}
        />
      )}
      {dialog?.kind === 'reveal' && <RevealLoginModal accountId={dialog.id} onClose={close} />}
    </AdminPage>
  );
}
