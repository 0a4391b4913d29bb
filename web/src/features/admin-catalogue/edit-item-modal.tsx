import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
// Codegen's accessor for a fragment's fields; not a React hook despite its name, so it is renamed for use in a callback.
import { type FragmentType, graphql, useFragment as readFragment } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { hasErrorCode } from '../admin-shell/ui/error-code';
import { errorMessage } from '../admin-shell/ui/error-message';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { catalogueMessages } from './catalogue-messages';
import { SaveOrCancel } from './form-fields';
import { type CategoryChoice, ItemFields } from './item-fields';
import { changedItemInput, editChangesItem, isEditedItemComplete, itemFormOf } from './item-form';

export const EditItemModalFragment = graphql(`
  fragment EditItemModal_item on Item {
    id
    name
    nameTh
    price
    oldPrice
    rarity
    type
    stock
    deliveryMethod
    deliveryInstructions
    imageUrl
    version
    category {
      id
    }
  }
`);

export const UpdateStockItemMutation = graphql(`
  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {
    updateItem(id: $id, input: $input, image: $image) {
      id
      ...StockItemCard_item
    }
  }
`);

export const ReloadEditedItemQuery = graphql(`
  query ReloadEditedItem($id: Int!) {
    item(id: $id) {
      id
      ...EditItemModal_item
    }
  }
`);

type EditedItem = FragmentType<typeof EditItemModalFragment>;

interface EditItemModalProps {
  item: EditedItem;
  categories: readonly CategoryChoice[];
  onClose(): void;
}

/**
 * The Edit Item modal: every field of the item, and a new picture if one is chosen. Only what the admin
 * changed is sent, with the version the item was opened at; if someone changed the item meanwhile the server
 * refuses, and Reload shows the item as it is now so the admin can make their change again.
 */
export function EditItemModal({ item, categories, onClose }: EditItemModalProps) {
  const text = useMessages(catalogueMessages);
  // The item as opened (or last reloaded): later changes to the grid's copy must not move the edit's base.
  const [opened, setOpened] = useState(() => readFragment(EditItemModalFragment, item));
  const [values, setValues] = useState(() => itemFormOf(opened));
  const [updateItem, { loading }] = useMutation(UpdateStockItemMutation);
  const client = useApolloClient();
  const [reloading, setReloading] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const changedMeanwhile = hasErrorCode(problem, 'CONFLICT');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isEditedItemComplete(values)) {
      window.alert(text.editItemIncomplete);
      return;
    }
    const input = changedItemInput(itemFormOf(opened), values, opened.version);
    if (!editChangesItem(input, values.image)) {
      onClose();
      return;
    }
    setProblem(null);
    try {
      // A new game moves the item out of a tab, so the grid is reloaded, not just the card.
      await updateItem({
        variables: { id: opened.id, input, image: values.image ?? undefined },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      onClose();
    } catch (error) {
      setProblem(error);
    }
  }

  async function reload() {
    setReloading(true);
    try {
      // Through the cache, so the card behind the modal shows the item as it is now too.
      const { data } = await client.query({ query: ReloadEditedItemQuery, variables: { id: opened.id }, fetchPolicy: 'network-only' });
      if (data) {
        const fresh = readFragment(EditItemModalFragment, data.item);
        setOpened(fresh);
        setValues(itemFormOf(fresh));
      }
      setProblem(null);
    } catch (error) {
      setProblem(error);
    } finally {
      setReloading(false);
    }
  }

  return (
    <Modal title={text.editItemTitle} onClose={onClose} width={640}>
      <form className="catalogue-form" noValidate onSubmit={save}>
        <ItemFields
          values={values}
          onChange={setValues}
          categories={categories}
          imageLabel={text.newImage}
          currentImageUrl={opened.imageUrl}
        />
        {changedMeanwhile ? (
          <div className="admin-error catalogue-conflict" role="alert">
            <p>{errorMessage(problem)}</p>
            <button type="button" className="button button--ghost" disabled={reloading} onClick={() => void reload()}>
              {reloading ? text.reloading : text.reload}
            </button>
          </div>
        ) : (
          <ErrorText error={problem} />
        )}
        <SaveOrCancel saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
