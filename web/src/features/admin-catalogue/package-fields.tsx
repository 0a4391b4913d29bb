import type { Dispatch, SetStateAction } from 'react';
import { useMessages } from '../../lib/i18n';
import { catalogueMessages } from './catalogue-messages';
import { Field } from './form-fields';
import { ImagePicker } from './image-picker';

export interface PackageFormValues {
  amount: string;
  price: string;
  image: File | null;
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = { amount: '', price: '', image: null };

interface PackageFieldsProps {
  values: PackageFormValues;
  onChange: Dispatch<SetStateAction<PackageFormValues>>;
  imageLabel: string;
  currentImageUrl?: string;
}

/** A package's Robux amount, baht price and picture, shared by the add form and the edit modal. */
export function PackageFields({ values, onChange, imageLabel, currentImageUrl }: PackageFieldsProps) {
  const text = useMessages(catalogueMessages);
  const set =
    <Key extends keyof PackageFormValues>(key: Key) =>
    (value: PackageFormValues[Key]) =>
      onChange((previous) => ({ ...previous, [key]: value }));
  return (
    <div className="catalogue-form-grid">
      <Field label={text.robuxAmount}>
        <input type="number" inputMode="numeric" min="1" step="1" value={values.amount} onChange={(event) => set('amount')(event.target.value)} />
      </Field>
      <Field label={text.price}>
        <input type="number" inputMode="decimal" min="0" step="0.01" value={values.price} onChange={(event) => set('price')(event.target.value)} />
      </Field>
      <ImagePicker label={imageLabel} file={values.image} onChange={set('image')} currentUrl={currentImageUrl} />
    </div>
  );
}

/** The amount and price as the API takes them; the server checks both. */
export const packageInputOf = (values: PackageFormValues) => ({ amount: Number(values.amount), price: values.price.trim() });
