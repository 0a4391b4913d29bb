import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import type { RobuxAccountStatus } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { isConflict } from '../admin-shell/ui/is-conflict';
import { adminRobuxAccountsMessages } from './admin-robux-accounts-messages';
import { lockedReason } from './robux-account-labels';

export const DeleteRobuxAccountMutation = graphql(`
  mutation DeleteRobuxAccount($id: String!) {
    deleteRobuxAccount(id: $id)
  }
`);

interface RobuxAccountActionsProps {
  account: { id: string; status: RobuxAccountStatus; hasLogin: boolean };
  /** Whether this admin may read logins (REVEAL_ACCOUNT_LOGINS from `me`); without it there is no Reveal button at all. */
  canReveal: boolean;
  onEdit(): void;
  onReveal(): void;
  onDeleted(id: string): void;
}

/**
 * Edit, Delete (after confirmation) and, for admins who may, Reveal login of one listing. Edit and Delete are
 * disabled once the listing is in an order, with the reason beside them; should the server still refuse
 * (someone reserved it meanwhile), its reason is shown and the list reloaded so the row shows where it is now.
 */
export function RobuxAccountActions({ account, canReveal, onEdit, onReveal, onDeleted }: RobuxAccountActionsProps) {
  const reasonId = useId();
  const client = useApolloClient();
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteRobuxAccountMutation);
  const [problem, setProblem] = useState<unknown>(null);
  const text = useMessages(adminRobuxAccountsMessages);
  const locked = lockedReason(account.status, text);
  const noLogin = !account.hasLogin;

  async function remove() {
    if (!window.confirm(fill(text.confirmDelete, { id: account.id }))) return;
    setProblem(null);
    try {
      await deleteAccount({ variables: { id: account.id }, refetchQueries: ['StaffRobuxAccounts'], awaitRefetchQueries: true });
      onDeleted(account.id);
    } catch (error) {
      setProblem(error);
      if (isConflict(error)) void client.refetchQueries({ include: ['StaffRobuxAccounts'] });
    }
  }

  return (
    <div className="robux-actions">
      <div className="robux-actions__buttons">
        <span className="robux-actions__pair">
          <button
            type="button"
            className="button button--ghost"
            aria-label={fill(text.editLabel, { id: account.id })}
            disabled={Boolean(locked)}
            title={locked ?? undefined}
            aria-describedby={locked ? reasonId : undefined}
            onClick={onEdit}
          >
            {text.edit}
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={fill(text.deleteLabel, { id: account.id })}
            disabled={Boolean(locked) || deleting}
            aria-busy={deleting}
            title={locked ?? undefined}
            aria-describedby={locked ? reasonId : undefined}
            onClick={() => void remove()}
          >
            {deleting ? text.deleting : text.delete}
          </button>
        </span>
        {canReveal && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={fill(text.revealLoginLabel, { id: account.id })}
            disabled={noLogin}
            title={noLogin ? text.noLoginStored : undefined}
            onClick={onReveal}
          >
            {text.revealLogin}
          </button>
        )}
      </div>
      {locked && (
        <p id={reasonId} className="robux-muted robux-actions__reason">
          {locked}
        </p>
      )}
      <ErrorText error={problem} prefix={fill(text.couldNotDelete, { id: account.id })} />
    </div>
  );
}
