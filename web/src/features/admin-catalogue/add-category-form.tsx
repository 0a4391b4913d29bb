import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { catalogueMessages } from './catalogue-messages';
import { isCategoryComplete } from './catalogue-rules';
import { CategoryFields, EMPTY_CATEGORY_FORM } from './category-fields';
import { BusyButton } from './form-fields';

const CreateGameCategoryMutation = graphql(`
  mutation CreateGameCategory($input: CreateCategoryInput!, $image: Upload!) {
    createCategory(input: $input, image: $image) {
      id
    }
  }
`);

/** Add New Category: a trimmed name and a picture are required; coming soon is optional. */
export function AddCategoryForm() {
  const text = useMessages(catalogueMessages);
  const [values, setValues] = useState(EMPTY_CATEGORY_FORM);
  const [createCategory, { loading }] = useMutation(CreateGameCategoryMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const { image } = values;
    if (!isCategoryComplete(values) || !image) {
      window.alert(text.addCategoryIncomplete);
      return;
    }
    setProblem(null);
    try {
      await createCategory({
        variables: { input: { name: values.name.trim(), comingSoon: values.comingSoon }, image },
        refetchQueries: ['AdminGameCategories'],
        awaitRefetchQueries: true,
      });
      setValues(EMPTY_CATEGORY_FORM);
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <form className="admin-card catalogue-form" noValidate onSubmit={add} aria-labelledby="add-category-title">
      <h2 id="add-category-title" className="catalogue-card-title">
        {text.addCategoryTitle}
      </h2>
      <CategoryFields values={values} onChange={setValues} imageLabel={text.image} />
      <ErrorText error={problem} />
      <div className="catalogue-actions">
        <BusyButton type="submit" busy={loading} busyLabel={text.adding}>
          {text.addCategory}
        </BusyButton>
      </div>
    </form>
  );
}
