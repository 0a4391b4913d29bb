import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { fill, useMessages } from '../../lib/i18n';
import { useReportAction } from './action-notice';
import { catalogueMessages } from './catalogue-messages';
import { BusyButton } from './form-fields';
import { type CategoryChoice, ItemFields } from './item-fields';
import { emptyItemForm, isNewItemComplete, itemInputOf } from './item-form';

const CreateStockItemMutation = graphql(`
  mutation CreateStockItem($input: CreateItemInput!, $image: Upload!) {
    createItem(input: $input, image: $image) {
      id
      name
      category {
        id
        name
      }
    }
  }
`);

interface AddItemFormProps {
  categories: readonly CategoryChoice[];
  /** The selected tab's game, preselected in the form; null for All Categories. */
  categoryId: number | null;
  /** Told which game the new item went to, so the page can show it. */
  onAdded(categoryId: number): void;
}

/** Add New Item: every field plus a picture, all required but the old price, type and stock. */
export function AddItemForm({ categories, categoryId, onAdded }: AddItemFormProps) {
  const text = useMessages(catalogueMessages);
  const [values, setValues] = useState(() => emptyItemForm(categoryId));
  const [createItem, { loading }] = useMutation(CreateStockItemMutation);
  const report = useReportAction();
  // Choosing a game's tab preselects it, unless the admin already picked one.
  useEffect(() => {
    if (categoryId !== null) setValues((previous) => (previous.categoryId === '' ? { ...previous, categoryId: String(categoryId) } : previous));
  }, [categoryId]);

  async function add(event: FormEvent) {
    event.preventDefault();
    const { image } = values;
    if (!isNewItemComplete(values) || !image) {
      window.alert(text.addItemIncomplete);
      return;
    }
    report(null);
    try {
      const { data } = await createItem({
        variables: { input: itemInputOf(values), image },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      setValues(emptyItemForm(categoryId));
      if (data) {
        report({ outcome: 'done', text: fill(text.itemAdded, { name: data.createItem.name, game: data.createItem.category.name }) });
        onAdded(data.createItem.category.id);
      }
    } catch (error) {
      report({ outcome: 'failed', error });
    }
  }

  return (
    <form className="admin-card catalogue-form" noValidate onSubmit={add} aria-labelledby="add-item-title">
      <h2 id="add-item-title" className="catalogue-card-title">
        {text.addItemTitle}
      </h2>
      <ItemFields values={values} onChange={setValues} categories={categories} imageLabel={text.image} />
      <div className="catalogue-actions">
        <BusyButton type="submit" busy={loading} busyLabel={text.adding}>
          {text.addItem}
        </BusyButton>
      </div>
    </form>
  );
}
