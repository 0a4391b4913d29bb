import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { formatBaht } from '../../lib/money';
import { rarityName } from '../../lib/rarity-name';
import { catalogueMessages } from './catalogue-messages';
import { categoryLabel, showsOldPrice } from './catalogue-rules';
import { EditItemModal } from './edit-item-modal';
import type { CategoryChoice } from './item-fields';
import { useReportAction } from './action-notice';
import { RecordActions } from './record-actions';

export const StockItemCardFragment = graphql(`
  fragment StockItemCard_item on Item {
    id
    name
    nameTh
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
  const text = useMessages(catalogueMessages);
  const { language } = useLanguage();
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
    report({ outcome: 'done', text: fill(text.itemDeleted, { name: item.name }) }, { focus: true });
  }

  return (
    <li className="catalogue-item-card">
      <img className="catalogue-item-card__image" src={item.imageUrl} alt={item.name} loading="lazy" onError={showPlaceholderOnError} />
      <div className="catalogue-item-card__body">
        <h3 className="catalogue-item-card__name">{item.name}</h3>
        {item.nameTh && (
          <p className="catalogue-item-card__thai-name" lang="th">
            {item.nameTh}
          </p>
        )}
        <p className="catalogue-muted">{categoryLabel(item.category.name, language)}</p>
        <p className="catalogue-item-card__prices">
          <span className="catalogue-item-card__price">{formatBaht(item.price)}</span>
          {showsOldPrice(item.oldPrice) && (
            <s className="catalogue-item-card__old-price">
              <span className="visually-hidden">{text.oldPriceHidden} </span>
              {formatBaht(item.oldPrice)}
            </s>
          )}
        </p>
        <p className="catalogue-item-card__meta">
          <span className={`catalogue-rarity catalogue-rarity--${item.rarity.toLowerCase()}`}>{rarityName(item.rarity, language)}</span>
          <span className="catalogue-muted">
            {text[item.type]} · {fill(text.stockCount, { count: item.stock })}
          </span>
        </p>
      </div>
      {/* Refetching every shown page of the grid drops the card and closes the gap it leaves. */}
      <RecordActions deleteQuestion={text.confirmDeleteItem} onEdit={edit} onDelete={remove} />
      {editing && <EditItemModal item={item} categories={categories} onClose={() => setEditing(false)} />}
    </li>
  );
}
