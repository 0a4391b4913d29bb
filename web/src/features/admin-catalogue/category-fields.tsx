import type { Dispatch, SetStateAction } from 'react';
import { useMessages } from '../../lib/i18n';
import { catalogueMessages } from './catalogue-messages';
import { CheckboxField, Field } from './form-fields';
import { ImagePicker } from './image-picker';

export interface CategoryFormValues {
  name: string;
  comingSoon: boolean;
  image: File | null;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: '', comingSoon: false, image: null };

interface CategoryFieldsProps {
  values: CategoryFormValues;
  onChange: Dispatch<SetStateAction<CategoryFormValues>>;
  imageLabel: string;
  currentImageUrl?: string;
}

/** A game's name, picture and coming-soon flag, shared by Add New Category and the edit modal. */
export function CategoryFields({ values, onChange, imageLabel, currentImageUrl }: CategoryFieldsProps) {
  const text = useMessages(catalogueMessages);
  const set =
    <Key extends keyof CategoryFormValues>(key: Key) =>
    (value: CategoryFormValues[Key]) =>
      onChange((previous) => ({ ...previous, [key]: value }));
  return (
    <div className="catalogue-form-grid">
      <Field label={text.categoryName}>
        <input value={values.name} onChange={(event) => set('name')(event.target.value)} />
      </Field>
      <CheckboxField label={text.comingSoon} checked={values.comingSoon} onChange={set('comingSoon')} />
      <ImagePicker label={imageLabel} file={values.image} onChange={set('image')} currentUrl={currentImageUrl} />
    </div>
  );
}
