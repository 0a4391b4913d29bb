import { Link } from 'react-router-dom';
import { type FragmentType, graphql, useFragment } from '../../gql';
import type { RobuxAccountStatus } from '../../gql/graphql';
import { useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobuxCount } from '../../lib/robux';
import { RobuxAccountActions } from './robux-account-actions';
import type { EditableRobuxAccount } from './robux-account-form';
import { adminRobuxAccountsMessages, robuxAccountStatusMessages } from './admin-robux-accounts-messages';
import { guaranteeLabel } from './robux-account-labels';

export const RobuxAccountsTableFragment = graphql(`
  fragment RobuxAccountsTable_account on StaffRobuxAccount {
    id
    robux
    rate
    price
    accountType
    guaranteeDays
    notes
    status
    hasLogin
    orderNumber
  }
`);

const COLUMNS = ['id', 'robux', 'rate', 'price', 'type', 'guarantee', 'status', 'login', 'order', 'actions'] as const;
const NUMERIC = new Set<string>(['robux', 'rate', 'price']);

function RobuxAccountStatusBadge({ status }: { status: RobuxAccountStatus }) {
  return <span className={`robux-status robux-status--${status.toLowerCase()}`}>{useMessages(robuxAccountStatusMessages)[status]}</span>;
}

interface RobuxAccountsTableProps {
  rows: readonly FragmentType<typeof RobuxAccountsTableFragment>[];
  /** Whether this admin may open an order's page (the Order column links there). */
  canOpenOrders: boolean;
  canReveal: boolean;
  onEdit(account: EditableRobuxAccount): void;
  onReveal(id: string): void;
  onDeleted(id: string): void;
}

/** One row per listing, newest first; on narrow screens each row becomes a card (see robux-accounts.css). */
export function RobuxAccountsTable({ rows, canOpenOrders, canReveal, onEdit, onReveal, onDeleted }: RobuxAccountsTableProps) {
  const accounts = useFragment(RobuxAccountsTableFragment, rows);
  const text = useMessages(adminRobuxAccountsMessages);
  return (
    <div className="robux-table-frame">
      <table className="admin-table robux-table">
        <caption className="visually-hidden">{text.listingsCaption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? 'robux-table__number' : undefined}>
                {text[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row" data-label={text.id} className="robux-table__id">
                {account.id}
              </th>
              <td data-label={text.robux} className="robux-table__number">
                {formatRobuxCount(account.robux)}
              </td>
              <td data-label={text.rate} className="robux-table__number">
                {formatBaht(account.rate)}
              </td>
              <td data-label={text.price} className="robux-table__number robux-table__price">
                {formatBaht(account.price)}
              </td>
              <td data-label={text.type} className="robux-table__type">
                {account.accountType}
              </td>
              <td data-label={text.guarantee}>{guaranteeLabel(account.guaranteeDays, text)}</td>
              <td data-label={text.status}>
                <RobuxAccountStatusBadge status={account.status} />
              </td>
              <td data-label={text.login}>
                <span className={account.hasLogin ? 'robux-login robux-login--stored' : 'robux-login robux-login--none'}>
                  {account.hasLogin ? text.loginStored : text.noLogin}
                </span>
              </td>
              <td data-label={text.order}>
                {account.orderNumber ? (
                  canOpenOrders ? (
                    <Link to={`/dashboard/orders/${account.orderNumber}`} className="robux-table__order">
                      {account.orderNumber}
                    </Link>
                  ) : (
                    account.orderNumber
                  )
                ) : (
                  <span className="robux-muted">—</span>
                )}
              </td>
              <td data-label={text.actions}>
                <RobuxAccountActions
                  account={account}
                  canReveal={canReveal}
                  onEdit={() => onEdit(account)}
                  onReveal={() => onReveal(account.id)}
                  onDeleted={onDeleted}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
