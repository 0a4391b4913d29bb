import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { bankName } from '../admin-shell/ui/bank-names';
import { ErrorText } from '../admin-shell/ui/error-text';
import { PaymentIcon } from './payment-icons';
import { paymentMethodTypeMessages } from '../admin-shell/ui/payment-labels';
import { adminPaymentsMessages } from './admin-payments-messages';
import { PaymentMethodForm, type PaymentMethodValues } from './payment-method-form';

const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods {
      id
      type
      name
      details
      promptpayId
      receivingBank
      accountNumber
      accountName
      activeForCheckout
    }
  }
`);

const CreatePaymentMethodMutation = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
      type
      name
      details
      promptpayId
      receivingBank
      accountNumber
      accountName
      activeForCheckout
    }
  }
`);

const UpdatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!) {
    updatePaymentMethod(id: $id, input: $input) {
      id
      type
      name
      details
      promptpayId
      receivingBank
      accountNumber
      accountName
      activeForCheckout
    }
  }
`);

const DeletePaymentMethodMutation = graphql(`
  mutation DeletePaymentMethod($id: Int!) {
    deletePaymentMethod(id: $id)
  }
`);

type LinkedAccount = PaymentMethodValues & { id: number };

/** Every change reloads the list: making one account active for checkout retires another. */
const reloadList = { refetchQueries: [PaymentMethodsQuery], awaitRefetchQueries: true };

/** The shop's payout accounts from the database: add, edit and remove (after a confirmation naming it). */
export function LinkedAccounts() {
  const { data, loading, error } = useQuery(PaymentMethodsQuery);
  const [createPaymentMethod] = useMutation(CreatePaymentMethodMutation, reloadList);
  const [updatePaymentMethod] = useMutation(UpdatePaymentMethodMutation, reloadList);
  const [deletePaymentMethod] = useMutation(DeletePaymentMethodMutation, reloadList);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LinkedAccount | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const { language } = useLanguage();
  const text = useMessages(adminPaymentsMessages);
  const types = useMessages(paymentMethodTypeMessages);

  const remove = async (account: LinkedAccount) => {
    if (!window.confirm(fill(text.confirmRemove, { type: types[account.type], name: account.name }))) return;
    setRemoveError(null);
    setRemovingId(account.id);
    try {
      await deletePaymentMethod({ variables: { id: account.id } });
    } catch (failure) {
      setRemoveError(failure);
    } finally {
      setRemovingId(null);
    }
  };

  const accounts = data?.paymentMethods;
  let list;
  if (!accounts) list = loading ? <p className="payments-state" role="status">{text.loadingAccounts}</p> : null;
  else if (accounts.length === 0) list = <p className="payments-state">{text.noLinkedAccounts}</p>;
  else
    list = (
      <ul className="linked-accounts">
        {accounts.map((account) => (
          <li key={account.id} className="admin-card linked-account" aria-label={`${types[account.type]}: ${account.name}`}>
            <span className="linked-account__icon">
              <PaymentIcon kind={account.type} />
            </span>
            <div className="linked-account__text">
              <span className="linked-account__type">{types[account.type]}</span>
              <h3 className="linked-account__name">{account.name}</h3>
              <p className="linked-account__details">{account.details}</p>
              {account.promptpayId && <p className="linked-account__details">{fill(text.promptpayIdLine, { id: account.promptpayId })}</p>}
              {account.receivingBank && (
                <p className="linked-account__details">
                  {bankName(account.receivingBank, language)} {account.accountNumber} · {account.accountName}
                </p>
              )}
              {account.activeForCheckout && <span className="linked-account__active">{text.activeForCheckout}</span>}
            </div>
            <div className="linked-account__actions">
              <button type="button" className="button button--ghost" onClick={() => setEditing(account)}>
                {text.edit}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={removingId === account.id}
                onClick={() => void remove(account)}
              >
                {removingId === account.id ? text.removing : text.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="payments-section" aria-labelledby="linked-accounts-title">
      <div className="payments-section__header">
        <h2 id="linked-accounts-title">{text.linkedAccounts}</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {text.addPaymentMethod}
        </button>
      </div>
      <ErrorText error={error} />
      <ErrorText error={removeError} prefix={text.couldNotRemove} />
      {list}
      {adding && (
        <PaymentMethodForm
          title={text.addPaymentMethod}
          submitLabel={text.addPaymentMethodSubmit}
          busyLabel={text.adding}
          onClose={() => setAdding(false)}
          onSubmit={async (input) => {
            await createPaymentMethod({ variables: { input } });
            setAdding(false);
          }}
        />
      )}
      {editing && (
        <PaymentMethodForm
          title={text.editPaymentMethod}
          submitLabel={text.saveChanges}
          busyLabel={text.saving}
          initial={editing}
          onClose={() => setEditing(null)}
          onSubmit={async (input) => {
            await updatePaymentMethod({ variables: { id: editing.id, input } });
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
