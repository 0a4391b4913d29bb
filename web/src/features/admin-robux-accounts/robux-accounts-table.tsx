import { Link } from 'react-router-dom';
import { type FragmentType, graphql, useFragment } from '../../gql';
import type { RobuxAccountStatus } from '../../gql/graphql';
import { formatBaht } from '../../lib/money';
import { formatRobuxCount } from '../../lib/robux';
import { RobuxAccountActions } from './robux-account-actions';
import type { EditableRobuxAccount } from './robux-account-form';
import { guaranteeLabel, LOGIN_STORED, NO_LOGIN, ROBUX_ACCOUNT_STATUS_LABEL } from './robux-account-labels';

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

const COLUMNS = ['ID', 'Robux', 'Rate / 1,000', 'Price', 'Type', 'Guarantee', 'Status', 'Login', 'Order', 'Actions'] as const;
const NUMERIC = new Set<string>(['Robux', 'Rate / 1,000', 'Price']);

function RobuxAccountStatusBadge({ status }: { status: RobuxAccountStatus }) {
  return <span className={`robux-status robux-status--${status.toLowerCase()}`}>{ROBUX_ACCOUNT_STATUS_LABEL[status]}</span>;
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
  return (
    <div className="robux-table-frame">
      <table className="admin-table robux-table">
        <caption className="visually-hidden">Roblox account listings</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={NUMERIC.has(column) ? 'robux-table__number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row" data-label="ID" className="robux-table__id">
                {account.id}
              </th>
              <td data-label="Robux" className="robux-table__number">
                {formatRobuxCount(account.robux)}
              </td>
              <td data-label="Rate / 1,000" className="robux-table__number">
                {formatBaht(account.rate)}
              </td>
              <td data-label="Price" className="robux-table__number robux-table__price">
                {formatBaht(account.price)}
              </td>
              <td data-label="Type" className="robux-table__type">
                {account.accountType}
              </td>
              <td data-label="Guarantee">{guaranteeLabel(account.guaranteeDays)}</td>
              <td data-label="Status">
                <RobuxAccountStatusBadge status={account.status} />
              </td>
              <td data-label="Login">
                <span className={account.hasLogin ? 'robux-login robux-login--stored' : 'robux-login robux-login--none'}>
                  {account.hasLogin ? LOGIN_STORED : NO_LOGIN}
                </span>
              </td>
              <td data-label="Order">
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
              <td data-label="Actions">
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
