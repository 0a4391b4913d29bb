import type { Dispatch, SetStateAction } from 'react';
import { DELIVERY_METHOD_LABEL, ITEM_DELIVERY_METHODS } from '../admin-shell/ui/delivery-labels';
import { Field } from './form-fields';
import { ImagePicker } from './image-picker';
import { DELIVERY_INSTRUCTIONS_MAX_LENGTH, ITEM_TYPE_LABELS, type ItemFormValues, RARITIES } from './item-form';

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
  const set =
    <Key extends keyof ItemFormValues>(key: Key) =>
    (value: ItemFormValues[Key]) =>
      onChange((previous) => ({ ...previous, [key]: value }));
  return (
    <div className="catalogue-form-grid">
      <Field label="Item Name">
        <input value={values.name} onChange={(event) => set('name')(event.target.value)} />
      </Field>
      <Field label="Category">
        <select value={values.categoryId} onChange={(event) => set('categoryId')(event.target.value)}>
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Price (฿)">
        <input type="number" inputMode="decimal" min="0" step="0.01" value={values.price} onChange={(event) => set('price')(event.target.value)} />
      </Field>
      <Field label="Old Price (฿, optional)">
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={values.oldPrice}
          onChange={(event) => set('oldPrice')(event.target.value)}
        />
      </Field>
      <Field label="Rarity">
        <select value={values.rarity} onChange={(event) => set('rarity')(event.target.value as ItemFormValues['rarity'])}>
          {RARITIES.map((rarity) => (
            <option key={rarity} value={rarity}>
              {rarity}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Item Type">
        <select value={values.type} onChange={(event) => set('type')(event.target.value as ItemFormValues['type'])}>
          {Object.entries(ITEM_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Stock">
        <input type="number" inputMode="numeric" min="0" step="1" value={values.stock} onChange={(event) => set('stock')(event.target.value)} />
      </Field>
      <Field label="Delivery method">
        <select value={values.deliveryMethod} onChange={(event) => set('deliveryMethod')(event.target.value as ItemFormValues['deliveryMethod'])}>
          {ITEM_DELIVERY_METHODS.map((method) => (
            <option key={method} value={method}>
              {DELIVERY_METHOD_LABEL[method]}
            </option>
          ))}
        </select>
      </Field>
      <div className="catalogue-wide-field">
        <Field label="Delivery instructions (optional)">
          <textarea
            rows={3}
            maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
            placeholder="What the buyer should do to receive it, e.g. which server to join"
            value={values.deliveryInstructions}
            onChange={(event) => set('deliveryInstructions')(event.target.value)}
          />
        </Field>
      </div>
      <ImagePicker label={imageLabel} file={values.image} onChange={set('image')} currentUrl={currentImageUrl} />
    </div>
  );
}
