import { useQuery } from '@apollo/client/react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../components/use-dialog-focus';
import { useFragment } from '../../gql';
import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { errorCode } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { formatRobuxCount } from '../../lib/robux';
import { rateLabel } from './account-filters';
import { AccountRowFragment, RobuxAccountDetailQuery } from './robux-accounts-operations';
import { topUpMessages } from './topup-messages';

interface AccountDetailDialogProps {
  /** The row as the table shows it: on screen at once, while Detail checks it is still for sale. */
  account: AccountRow;
  onBuy(account: AccountRow): void;
  /** `sold`: the listing turned out to be gone, so the table behind is out of date. */
  onClose(sold: boolean): void;
}

/** Everything about one listing but its login, which only its buyer sees (on the order page, once paid). */
export function AccountDetailDialog({ account, onBuy, onClose }: AccountDetailDialogProps) {
  const text = useMessages(topUpMessages);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { data, loading, error } = useQuery(RobuxAccountDetailQuery, { variables: { id: account.id }, fetchPolicy: 'network-only' });
  const fresh = useFragment(AccountRowFragment, data?.robuxAccount);
  const sold = errorCode(error) === 'NOT_FOUND';
  const close = () => onClose(sold);
  useDialogFocus(dialogRef, close);
  // Any other failure leaves the table's copy on show: checkout checks the listing again anyway.
  const shown = fresh ?? account;

  const facts: [label: string, value: string][] = [
    [text.columnId, shown.id],
    [text.detailRobux, formatRobuxCount(shown.robux)],
    [text.detailRate, rateLabel(shown.rate)],
    [text.detailPrice, formatBaht(shown.price)],
    [text.detailAccountType, shown.accountType],
    [text.detailGuarantee, fill(text.guaranteeDays, { days: shown.guaranteeDays })],
    [text.detailNotes, shown.notes || text.noNotes],
  ];

  return createPortal(
    <div className="account-dialog">
      <div className="account-dialog__backdrop" aria-hidden="true" onClick={close} />
      <div ref={dialogRef} className="account-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{fill(text.detailTitle, { id: account.id })}</h2>
        <dl className="account-dialog__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="account-dialog__note">{text.detailLoginNote}</p>
        <p className={sold ? 'account-dialog__sold' : 'account-dialog__checking'} role="status">
          {sold ? text.detailSold : loading ? text.detailChecking : ''}
        </p>
        <div className="account-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {text.close}
          </button>
          <button type="button" className="button" disabled={sold} onClick={() => onBuy(shown)}>
            {text.buyThisAccount}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
