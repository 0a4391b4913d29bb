import type { Dispatch, SetStateAction } from 'react';
import { useLanguage, useMessages } from '../../lib/i18n';
import { rarityName } from '../../lib/rarity-name';
import { ITEM_DELIVERY_METHODS } from '../admin-shell/ui/delivery-labels';
import { catalogueMessages } from './catalogue-messages';
import { Field } from './form-fields';
import { ImagePicker } from './image-picker';
import { DELIVERY_INSTRUCTIONS_MAX_LENGTH, ITEM_TYPES, type ItemFormValues, NAME_TH_MAX_LENGTH, RARITIES } from './item-form';

export interface CategoryChoice {
  id: number;
  name: string;
}

interface ItemFieldsProps {
  values: ItemFormValues;
  onChange: Dispatch<SetStateAction<ItemFormValues>>;
  categories: readonly CategoryChoice[];
  imageLabel: string;
  currentImageUrl?: string;
}

/** Every field of an item, shared by the Add New Item form and the Edit Item modal. */
export function ItemFields({ values, onChange, categories, imageLabel, currentImageUrl }: ItemFieldsProps) {
  const text = useMessages(catalogueMessages);
  const { language } = useLanguage();
  const set =
    <Key extends keyof ItemFormValues>(key: Key) =>
    (value: ItemFormValues[Key]) =>
      onChange((previous) => ({ ...previous, [key]: value }));
  return (
    <div className="catalogue-form-grid">
      <Field label={text.itemName}>
        <input value={values.name} onChange={(event) => set('name')(event.target.value)} />
      </Field>
      <Field label={text.itemNameTh}>
        <input
          lang="th"
          maxLength={NAME_TH_MAX_LENGTH}
          title={text.itemNameThHint}
          value={values.nameTh}
          onChange={(event) => set('nameTh')(event.target.value)}
        />
      </Field>
      <Field label={text.category}>
        <select value={values.categoryId} onChange={(event) => set('categoryId')(event.target.value)}>
          <option value="">{text.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={text.price}>
        <input type="number" inputMode="decimal" min="0" step="0.01" value={values.price} onChange={(event) => set('price')(event.target.value)} />
      </Field>
      <Field label={text.oldPrice}>
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={values.oldPrice}
          onChange={(event) => set('oldPrice')(event.target.value)}
        />
      </Field>
      <Field label={text.rarity}>
        <select value={values.rarity} onChange={(event) => set('rarity')(event.target.value as ItemFormValues['rarity'])}>
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {rarityName(rarity, language)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={text.itemType}>
        <select value={values.type} onChange={(event) => set('type')(event.target.value as ItemFormValues['type'])}>
          {ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {text[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={text.stock}>
        <input type="number" inputMode="numeric" min="0" step="1" value={values.stock} onChange={(event) => set('stock')(event.target.value)} />
      </Field>
      <Field label={text.deliveryMethod}>
        <select value={values.deliveryMethod} onChange={(event) => set('deliveryMethod')(event.target.value as ItemFormValues['deliveryMethod'])}>
          {ITEM_DELIVERY_METHODS.map((method) => (
            <option key={method} value={method}>
              {method === 'PRIVATE_SERVER' ? text.PRIVATE_SERVER : text.IN_GAME_TRADE}
            </option>
          ))}
        </select>
      </Field>
      <div className="catalogue-wide-field">
        <Field label={text.deliveryInstructions}>
          <textarea
            rows={3}
            maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
            placeholder={text.deliveryInstructionsPlaceholder}
            value={values.deliveryInstructions}
            onChange={(event) => set('deliveryInstructions')(event.target.value)}
          />
        </Field>
      </div>
      <ImagePicker label={imageLabel} file={values.image} onChange={set('image')} currentUrl={currentImageUrl} />
    </div>
  );
}
