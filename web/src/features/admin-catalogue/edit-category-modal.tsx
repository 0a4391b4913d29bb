import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { catalogueMessages } from './catalogue-messages';
import { CategoryFields } from './category-fields';
import { SaveOrCancel } from './form-fields';

export interface EditableCategory {
  id: number;
  name: string;
  imageUrl: string;
  comingSoon: boolean;
}

const UpdateGameCategoryMutation = graphql(`
  mutation UpdateGameCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {
    updateCategory(id: $id, input: $input, image: $image) {
      id
      name
      imageUrl
      comingSoon
    }
  }
`);

/** Edit Category: name, coming soon and, if chosen, a new picture; the card updates from the answer. */
export function EditCategoryModal({ category, onClose }: { category: EditableCategory; onClose(): void }) {
  const text = useMessages(catalogueMessages);
  const [values, setValues] = useState({ name: category.name, comingSoon: category.comingSoon, image: null as File | null });
  const [updateCategory, { loading }] = useMutation(UpdateGameCategoryMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    // The spec has no alert for editing; a blank name is refused by the server and its reason shown.
    setProblem(null);
    try {
      await updateCategory({
        variables: { id: category.id, input: { name: values.name.trim(), comingSoon: values.comingSoon }, image: values.image ?? undefined },
      });
      onClose();
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <Modal title={text.editCategoryTitle} onClose={onClose}>
      <form className="catalogue-form" noValidate onSubmit={save}>
        <CategoryFields values={values} onChange={setValues} imageLabel={text.newImage} currentImageUrl={category.imageUrl} />
        <ErrorText error={problem} />
        <SaveOrCancel saving={loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
