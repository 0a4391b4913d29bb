import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { StockItemCard_ItemFragment } from '../../gql/graphql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { catalogueMessages } from './catalogue-messages';
import { SaveOrCancel } from './form-fields';
import { type CategoryChoice, ItemFields } from './item-fields';
import { isEditedItemComplete, itemFormOf, itemInputOf } from './item-form';

const UpdateStockItemMutation = graphql(`
  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {
    updateItem(id: $id, input: $input, image: $image) {
      id
      ...StockItemCard_item
    }
  }
`);

interface EditItemModalProps {
  item: StockItemCard_ItemFragment;
  categories: readonly CategoryChoice[];
  onClose(): void;
}

/** The Edit Item modal: every field of the item, and a new picture if one is chosen. */
export function EditItemModal({ item, categories, onClose }: EditItemModalProps) {
  const [values, setValues] = useState(() => itemFormOf(item));
  const [updateItem, { loading }] = useMutation(UpdateStockItemMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isEditedItemComplete(values)) {
      window.alert(catalogueMessages.editItemIncomplete);
      return;
    }
    setProblem(null);
    try {
      // A new game moves the item out of a tab, so the grid is reloaded, not just the card.
      await updateItem({
        variables: { id: item.id, input: itemInputOf(values), image: values.image ?? undefined },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      onClose();
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <Modal title="Edit Item" onClose={onClose} width={640}>
      <form className="catalogue-form" noValidate onSubmit={save}>
        <ItemFields
          values={values}
          onChange={setValues}
          categories={categories}
          imageLabel="New image (optional)"
          currentImageUrl={item.imageUrl}
        />
        <ErrorText error={problem} />
        <SaveOrCancel saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
