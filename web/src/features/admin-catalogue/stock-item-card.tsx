import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatBaht } from '../../lib/money';
import { catalogueMessages } from './catalogue-messages';
import { categoryLabel, showsOldPrice } from './catalogue-rules';
import { EditItemModal } from './edit-item-modal';
import { ITEM_TYPE_LABELS } from './item-form';
import type { CategoryChoice } from './item-fields';
import { useReportAction } from './action-notice';
import { RecordActions } from './record-actions';

export const StockItemCardFragment = graphql(`
  fragment StockItemCard_item on Item {
    id
    name
    price
    oldPrice
    rarity
    type
    stock
    imageUrl
    category {
      id
      name
    }
    ...EditItemModal_item
  }
`);

const DeleteStockItemMutation = graphql(`
  mutation DeleteStockItem($id: Int!) {
    deleteItem(id: $id)
  }
`);

interface StockItemCardProps {
  item: FragmentType<typeof StockItemCardFragment>;
  categories: readonly CategoryChoice[];
}

/** One item of the Stock Items grid with its Edit and Delete buttons. */
export function StockItemCard({ item: itemRef, categories }: StockItemCardProps) {
  // Not a React hook despite its name: codegen's accessor for the fragment's fields.
  const item = useFragment(StockItemCardFragment, itemRef);
  const [editing, setEditing] = useState(false);
  const [deleteItem] = useMutation(DeleteStockItemMutation);
  const report = useReportAction();

  function edit() {
    report(null);
    setEditing(true);
  }

  // The screen's notice says how it went (replacing the last action's words); the card and its buttons are gone
  // after a success, so focus goes to the notice.
  async function remove() {
    report(null);
    try {
      await deleteItem({ variables: { id: item.id }, refetchQueries: ['StockItems'], awaitRefetchQueries: true });
    } catch (error) {
      report({ outcome: 'failed', error });
      return;
    }
    report({ outcome: 'done', text: `Deleted “${item.name}”.` }, { focus: true });
  }

  return (
    <li className="catalogue-item-card">
      <img className="catalogue-item-card__image" src={item.imageUrl} alt={item.name} loading="lazy" onError={showPlaceholderOnError} />
      <div className="catalogue-item-card__body">
        <h3 className="catalogue-item-card__name">{item.name}</h3>
        <p className="catalogue-muted">{categoryLabel(item.category.name)}</p>
        <p className="catalogue-item-card__prices">
          <span className="catalogue-item-card__price">{formatBaht(item.price)}</span>
          {showsOldPrice(item.oldPrice) && (
            <s className="catalogue-item-card__old-price">
              <span className="visually-hidden">Old price </span>
              {formatBaht(item.oldPrice)}
            </s>
          )}
        </p>
        <p className="catalogue-item-card__meta">
          <span className={`catalogue-rarity catalogue-rarity--${item.rarity.toLowerCase()}`}>{item.rarity}</span>
          <span className="catalogue-muted">
            {ITEM_TYPE_LABELS[item.type]} · Stock {item.stock}
          </span>
        </p>
      </div>
      {/* Refetching every shown page of the grid drops the card and closes the gap it leaves. */}
      <RecordActions deleteQuestion={catalogueMessages.confirmDeleteItem} onEdit={edit} onDelete={remove} />
      {editing && <EditItemModal item={item} categories={categories} onClose={() => setEditing(false)} />}
    </li>
  );
}
